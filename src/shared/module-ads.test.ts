import { describe, expect, it } from 'vitest';
import { moduleAdFor } from './module-ads';
import type { PackageInfo } from './package-info';

const info = (modules: PackageInfo['modules']): PackageInfo => ({
  modules,
  calculator_ids: [],
  counsellor_category_ids: [],
  quick_access_ids: [],
});

describe('moduleAdFor', () => {
  const pkg = info([
    { module_id: 2, ad_image: 'https://cdn.example/calc.png', ad_url: 'https://partner.example/offer' },
    { module_id: 3, ad_image: '/files/uploads/ad.png', ad_url: 'javascript:alert(1)' },
    { module_id: 4, ad_image: null, ad_url: 'https://partner.example/webinar' },
    { module_id: 6, ad_image: 'https://cdn.example/videos.png', ad_url: null },
    { module_id: 8, ad_image: 'http://insecure.example/a.png', ad_url: null },
  ]);

  it("shows a module's ad on its section's first page only", () => {
    expect(moduleAdFor(pkg, '/client/calculators')).toEqual({
      module_id: 2,
      image: 'https://cdn.example/calc.png',
      url: 'https://partner.example/offer',
    });
    expect(moduleAdFor(pkg, '/client/calculators/')).not.toBeNull();
    expect(moduleAdFor(pkg, '/client/calculators/sip-calc')).toBeNull();
    expect(moduleAdFor(pkg, '/client/home')).toBeNull();
  });

  it('drops a link that is not https, and shows nothing without a safe image', () => {
    expect(moduleAdFor(pkg, '/client/counselling')).toEqual({
      module_id: 3,
      image: '/files/uploads/ad.png',
      url: null,
    });
    expect(moduleAdFor(pkg, '/client/webinars')).toBeNull(); // a link without an image
    expect(moduleAdFor(pkg, '/client/handbook')).toBeNull(); // an http image
  });

  it("falls back to the section's second module, and never shows a module the package lacks", () => {
    // The learning center: no e-learning (1) ad, so the videos (6) ad.
    expect(moduleAdFor(pkg, '/client/learning-center')?.module_id).toBe(6);
    const withoutVideos = info([{ module_id: 2, ad_image: 'https://cdn.example/calc.png', ad_url: null }]);
    expect(moduleAdFor(withoutVideos, '/client/learning-center')).toBeNull();
    expect(moduleAdFor(null, '/client/calculators')).toBeNull();
  });
});
