export const PLANTED: string;
export function plantInMain(html: string, fragment: string): string;
export function securedPageProblems(before: string, after: string): string[];
export function postbuildCommands(packageJson: { scripts: { postbuild: string } }): string[];
