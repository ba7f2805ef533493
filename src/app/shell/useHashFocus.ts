import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToSection, whenElementExists } from '../../features/campaign/components/CampaignMenu/scrollToSection';

/**
 * Follows the address's #section (the router does not): once the section is on the page, scrolls
 * it into view below the sticky header (at once under reduced motion) and moves focus to it, on
 * the first load, after a navigation from another page, and when a link to it is followed again.
 * It runs after the commit's effects, so the layout's focus move to a new page comes first.
 */
export function useHashFocus() {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    let followed = true;
    void whenElementExists(id).then((found) => {
      if (found && followed) scrollToSection(id);
    });
    return () => {
      followed = false;
    };
  }, [hash, key]);
}
