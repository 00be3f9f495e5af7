/** The specification's texts for accounts (spec §5, §8). */
export const USER_MESSAGES = {
  nameRequired: 'Name is Required',
  emailRequired: 'Email is Required',
  emailInvalid: 'Please Enter a Valid Email',
  passwordRequired: 'Password is Required',
  passwordMin: 'Password must be at least 8 characters',
  passwordPattern:
    'Password must contain at least one lowercase letter, one uppercase letter, one number and one special character',
  passwordMismatch: 'Password and Confirm Password does not match',
  termsRequired: 'Please Accept Terms and Conditions',
  userDoesNotExist: 'User Does Not Exist. Please Sign Up',
  wrongPassword: 'Wrong Password',
  loginSuccessful: 'Login Successful',
  sendingResetEmail: 'Sending Reset Email',
  noUserLoggedIn: 'No user is logged in',
  profileUpdated: 'Profile Updated Successfully',
  cannotRemoveYourself: "You can't remove yourself from admin",
  lastAdmin: 'The last admin cannot be removed',
  socialSignedIn: (provider: 'Google' | 'Facebook' | 'Github') =>
    `Successfully Signed In With ${provider}`,
  notAvailable: 'N/A',
} as const;
