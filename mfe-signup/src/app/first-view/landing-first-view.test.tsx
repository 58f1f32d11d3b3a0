import { render } from '@testing-library/react';
import { setLanguage } from 'design-system/i18n/language';
import { act } from 'react';
import { SpacesStatus } from '../../features/availability/spaces-status';
import { LandingHero } from '../../features/landing/landing-hero';
import '../../catalog';
import { landingFirstView, landingHeroHtml } from './landing-first-view';

describe('the landing first view', () => {
  it.each(['en', 'es'] as const)(
    'is the markup LandingHero renders while the count is checked (%s)',
    async (language) => {
      await act(async () => setLanguage(language));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const { container } = render(<LandingHero status={<SpacesStatus openSlots={null} />} />);
      expect(landingHeroHtml(language)).toBe(container.innerHTML);
    },
  );

  it('carries both languages and its CSS, and cannot close its style element early', () => {
    const html = landingFirstView('a{}</style><b>');
    expect(html).toContain('data-first-view="en"');
    expect(html).toContain('data-first-view="es"');
    expect(html).not.toContain('</style><b>');
  });
});
