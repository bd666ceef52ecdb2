'use client';

import { Component, useId, type ComponentType, type ReactNode } from 'react';

/** Marks the wrapper of an island that failed and shows its static HTML again. */
export const FAILED_ISLAND_ATTRIBUTE = 'data-island-failed';

interface BoundaryProps {
  id: string;
  children: ReactNode;
}

/**
 * An error boundary that gives the visitor the island's static HTML back. The HTML of the
 * island, as the server rendered it, is read when React first renders the boundary in the
 * browser (during hydration, before React changes anything in it). If the island then
 * throws, while hydrating or later, that HTML is put back: a page built HTML first keeps a
 * working control (a popover menu, a notice popover, fragment links…) rather than losing
 * the page to an error screen. The error is still reported (the browser console).
 */
class IslandBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  private readonly staticHtml: string | null;

  constructor(props: BoundaryProps) {
    super(props);
    this.staticHtml =
      typeof document === 'undefined'
        ? null
        : (document.getElementById(props.id)?.innerHTML ?? null);
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    // A wrapper without a box of its own: the island lays out as if it were not there.
    if (this.state.failed && this.staticHtml !== null) {
      return (
        <div
          id={this.props.id}
          className="contents"
          {...{ [FAILED_ISLAND_ATTRIBUTE]: '' }}
          dangerouslySetInnerHTML={{ __html: this.staticHtml }}
        />
      );
    }
    return (
      <div id={this.props.id} className="contents">
        {this.props.children}
      </div>
    );
  }
}

/** The island, inside a boundary that keeps its static HTML if it fails. */
export function island<Props extends object>(Island: ComponentType<Props>) {
  function ContainedIsland(props: Props) {
    const id = useId();
    return (
      <IslandBoundary id={id}>
        <Island {...props} />
      </IslandBoundary>
    );
  }
  ContainedIsland.displayName = `Island(${Island.displayName ?? Island.name})`;
  return ContainedIsland;
}
