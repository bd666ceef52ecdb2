import { COMPATIBILITY_DATE, workerdDate } from './wrangler-host';

describe('wrangler as the project starts it', () => {
  it('serves with a compatibility date its workerd knows (else it looks for a newer wrangler online)', () => {
    expect(COMPATIBILITY_DATE <= workerdDate()).toBe(true);
  });
});
