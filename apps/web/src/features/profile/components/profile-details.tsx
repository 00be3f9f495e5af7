import { Trans, useLingui } from '@lingui/react/macro';
import { USER_MESSAGES, type UserProfile } from '@partline/shared';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { useBuyerText } from '@/lib/i18n/buyer-texts';
import { useFormat } from '@/lib/i18n/format';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { paths } from '@/config/paths';

export interface ProfileDetailsProps {
  profile: UserProfile;
}

/**
 * My Profile (spec §2): photo, name, e-mail, institution, phone, address and date of birth
 * ('N/A' for missing ones, spec §5) and the 'Edit Profile' button.
 */
export function ProfileDetails({ profile }: ProfileDetailsProps) {
  const { t } = useLingui();
  const format = useFormat();
  const specText = useBuyerText();
  // 'N/A' as the API stores it, or a value left empty (spec §5), in the reader's language.
  const orNotAvailable = (value: string) => {
    const text = value.trim();
    return text && text !== USER_MESSAGES.notAvailable
      ? text
      : specText(USER_MESSAGES.notAvailable);
  };
  const name = orNotAvailable(profile.displayName);
  const dateOfBirth = orNotAvailable(profile.dateOfBirth);
  const facts = [
    { key: 'name', label: t`Name`, value: name },
    { key: 'email', label: t`Email`, value: profile.email },
    { key: 'institution', label: t`Institution`, value: orNotAvailable(profile.institution) },
    { key: 'phone', label: t`Phone`, value: orNotAvailable(profile.phoneNumber) },
    { key: 'address', label: t`Address`, value: orNotAvailable(profile.address) },
    { key: 'birth', label: t`Date of Birth`, value: format.calendarDay(dateOfBirth) },
  ];

  return (
    <Card className="profile-card">
      <Card.Body>
        <div className="profile-card__header">
          <PersonAvatar photoURL={profile.photoURL} name={name} size="lg" />
          <div className="min-w-0">
            <h2 className="profile-card__name">{name}</h2>
            <p className="profile-card__email">{profile.email}</p>
            <span className="tag">{profile.role === 'admin' ? t`Admin` : t`Client`}</span>
          </div>
        </div>
        <dl className="profile-card__facts">
          {facts.map((fact) => (
            <div key={fact.key} className="profile-card__fact">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <Link to={paths.editProfile.getHref()} className="btn btn-primary">
          <Trans>Edit Profile</Trans>
        </Link>
      </Card.Body>
    </Card>
  );
}
