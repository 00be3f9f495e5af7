import { msg } from '@lingui/core/macro';

/** The three questions of spec §1, answered in full sentences. */
export const FAQ_ENTRIES = [
  {
    question: msg`How do I register as a client?`,
    answer: msg`Choose Login in the top menu and then Create a New Account to register with your name, e-mail address and a password. You can also sign in straight away with your Google, Facebook or GitHub account; your client account is created on your first sign-in.`,
  },
  {
    question: msg`Why can I not log in to my account?`,
    answer: msg`Please check that you entered the e-mail address you registered with as your id and the right password. Passwords are case-sensitive, so make sure Caps Lock is off. If it still fails, choose Forget Password on the login page and we will e-mail you a link to reset it; if the e-mail does not arrive within a few minutes, please check your spam folder.`,
  },
  {
    question: msg`What should I do if I forgot the e-mail address of my account?`,
    answer: msg`Please contact us through the Contact Us page, by phone or by e-mail with your company name. Once we have confirmed who you are, our support team will tell you which e-mail address your account uses.`,
  },
] as const;
