import { formatCalendarDay, USER_MESSAGES, type UserProfile } from '@partline/shared';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { PersonAvatar } from '@/components/ui/person-avatar';
import { paths } from '@/config/paths';

export interface ProfileDetailsProps {
  profile: UserProfile;
}

const orNotAvailable = (value: string) => value.trim() || USER_MESSAGES.notAvailable;

/**
 * My Profile (spec §2): photo, name, e-mail, institution, phone, address and date of birth
 * ('N/A' for missing ones, spec §5) and the 'Edit Profile' button.
 */
export function ProfileDetails({ profile }: ProfileDetailsProps) {
  const name = orNotAvailable(profile.displayName);
  const facts = [
    { label: 'Name', value: name },
    { label: 'Email', value: profile.email },
    { label: 'Institution', value: orNotAvailable(profile.institution) },
    { label: 'Phone', value: orNotAvailable(profile.phoneNumber) },
    { label: 'Address', value: orNotAvailable(profile.address) },
    { label: 'Date of Birth', value: formatCalendarDay(orNotAvailable(profile.dateOfBirth)) },
  ];

  return (
    <Card className="profile-card">
      <Card.Body>
        <div className="profile-card__header">
          <PersonAvatar photoURL={profile.photoURL} name={name} size="lg" />
          <div className="min-w-0">
            <h2 className="profile-card__name">{name}</h2>
            <p className="profile-card__email">{profile.email}</p>
            <span className="tag">{profile.role === 'admin' ? 'Admin' : 'Client'}</span>
          </div>
        </div>
        <dl className="profile-card__facts">
          {facts.map((fact) => (
            <div key={fact.label} className="profile-card__fact">
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <Link to={paths.editProfile.getHref()} className="btn btn-primary">
          Edit Profile
        </Link>
      </Card.Body>
    </Card>
  );
}
