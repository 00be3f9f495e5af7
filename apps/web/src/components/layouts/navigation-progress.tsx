import { useLingui } from '@lingui/react/macro';
import { useNavigation } from 'react-router';

/** A thin bar at the top of the window while the next page's code or data loads. */
export function NavigationProgress() {
  const { t } = useLingui();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="navigation-progress" role="progressbar" aria-label={t`Loading page`} />;
}
