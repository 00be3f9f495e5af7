import { ComingSoon } from '@/components/ui/coming-soon';

/** `/edit-profile` — a placeholder until its issue lands. */
export default function EditProfileRoute() {
  return (
    <ComingSoon
      title="Edit Profile"
      description="Update your name, photo, institution, phone number, address and date of birth."
    />
  );
}
