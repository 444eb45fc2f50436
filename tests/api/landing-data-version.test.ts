import { describe, expect, it } from 'vitest';
import { landingDataChanged, landingDataVersion } from '../../src/server/modules/landing/data-version.js';

describe("the home page cache's data versions (docs/landing-pages.md)", () => {
  it("a person's own write changes only their version; an admin's write changes everyone's", () => {
    const [a0, b0] = [landingDataVersion(901), landingDataVersion(902)];
    landingDataChanged(901);
    expect(landingDataVersion(901)).not.toBe(a0);
    expect(landingDataVersion(902)).toBe(b0);
    const [a1, b1] = [landingDataVersion(901), landingDataVersion(902)];
    landingDataChanged();
    expect(landingDataVersion(901)).not.toBe(a1);
    expect(landingDataVersion(902)).not.toBe(b1);
  });
});
