import { Link } from 'react-router-dom';
import type { LegalDocumentContent } from '../types';

/** The privacy policy: what Cliques keeps, why, for how long, and how to have it deleted. */
export const privacyPolicy: LegalDocumentContent = {
  title: 'Privacy Policy',
  summary: (
    <p>
      Cliques is a social network for groups of people who post, comment, chat and keep up with each other. This policy
      explains what we keep about you, why we keep it, who can see it, how long we keep it and how you can have it
      deleted. We do not sell your data and we do not show advertising.
    </p>
  ),
  sections: [
    {
      id: 'privacy-what-we-keep',
      heading: 'What we keep and why',
      content: (
        <>
          <h3>Your account</h3>
          <p>
            Your email address, your username and a verifier derived from your password (never the password itself),
            whether your email address has been confirmed, and when the account was created. We need these to let you
            sign in, to send you the six-digit confirmation code, and to keep two people from using the same username or
            email address.
          </p>
          <h3>Your profile and settings</h3>
          <p>
            Your display name, bio, location, profession and profile picture, if you choose to add them, and your
            settings. Other signed-in users see your profile; your email address and settings are shown only to you.
          </p>
          <h3>Your posts and what you do with them</h3>
          <p>
            Posts, comments and replies, likes, shares, the hashtags and mentions in what you write, the cliques you
            create or belong to, friend requests, friendships and follows. We keep these to show them to the people you
            share them with and to build your feed, hashtag pages, trending hashtags and friend suggestions (friends of
            your friends).
          </p>
          <h3>Media</h3>
          <p>
            Images and videos you upload, with their file name, type and size. Profile pictures are resized to at most
            512 pixels and stored as a JPEG. Media is served only through signed links that expire, by default after one
            hour.
          </p>
          <h3>Messages</h3>
          <p>
            Chat messages you send and receive, who they were sent to (a person or a clique), when, and when they were
            read. We keep them so that both sides of a conversation can read its history.
          </p>
          <h3>Notifications</h3>
          <p>
            Records of likes, comments, replies, mentions, shares, friend requests, follows and clique invitations that
            concern you, and whether you have read them.
          </p>
          <h3>Contact messages</h3>
          <p>
            When you use the <Link to="/contact">contact form</Link> we keep your name, email address, subject and
            message to answer you, and the network address the message came from to stop the form being abused.
          </p>
          <h3>Technical records</h3>
          <p>
            Our server records each request (its time, address, path and result) to keep the service running and secure.
            These records never contain your password or your sign-in tokens.
          </p>
        </>
      ),
    },
    {
      id: 'privacy-browser-storage',
      heading: 'Local storage, session storage and cookies',
      content: (
        <>
          <p>
            Cliques keeps a few things in your browser so that it works; none of them are used for advertising or
            tracking.
          </p>
          <ul>
            <li>
              <strong>Local storage:</strong> your light or dark theme choice; your email address and username between
              signing up and confirming the code (removed once you are confirmed); and the sign-in library&apos;s tokens
              and device details that keep you signed in until you sign out.
            </li>
            <li>
              <strong>Session storage:</strong> the state of a sign-in that is still in progress. It expires 180 seconds
              after it was last updated and disappears when you close the tab.
            </li>
            <li>
              <strong>Cookies:</strong> we set no advertising or analytics cookies. Where a deployment keeps the sign-in
              tokens in cookies instead of local storage, those cookies belong to Cliques alone, are sent only over
              secure connections and expire after at most 365 days.
            </li>
          </ul>
          <p>
            Signing out removes the sign-in tokens from your browser. Clearing your browser&apos;s site data removes
            everything above.
          </p>
        </>
      ),
    },
    {
      id: 'privacy-who-sees',
      heading: 'Who can see your data',
      content: (
        <>
          <p>
            Other signed-in users see your profile and the posts you share with them; a clique&apos;s posts and members
            are seen only by its members; a chat message is seen only by the people it was sent to. We do not sell or
            rent your data to anyone.
          </p>
          <p>
            Our hosting, storage, email and sign-in service providers process data on our behalf only to run Cliques. We
            disclose data to authorities only when the law requires it.
          </p>
        </>
      ),
    },
    {
      id: 'privacy-retention',
      heading: 'How long we keep it and how it is deleted',
      content: (
        <ul>
          <li>Your account, profile, posts, media, messages and notifications are kept while your account exists.</li>
          <li>
            You can delete your own posts, comments, shares and uploaded media at any time; they are removed straight
            away.
          </li>
          <li>
            To delete your account, send us a request through the <Link to="/contact">contact form</Link> from the email
            address of the account. Within 30 days we delete the account and everything linked to it: profile, posts,
            comments, likes, shares, media, messages, notifications, friendships, follows and clique memberships.
          </li>
          <li>Contact messages are deleted 12 months after they are received.</li>
        </ul>
      ),
    },
    {
      id: 'privacy-age',
      heading: 'Children',
      content: (
        <p>
          You must be at least 13 years old to use Cliques. We do not knowingly keep data about anyone younger. If you
          believe a child under 13 has an account, tell us through the contact form and we will delete it.
        </p>
      ),
    },
    {
      id: 'privacy-security',
      heading: 'Security',
      content: (
        <p>
          Connections to Cliques are encrypted; every request for your data must carry a valid sign-in token; passwords
          are never stored or sent in a form we could read; media links are signed and expire. No system is perfectly
          secure, so if we learn of a breach that affects you we will tell you without undue delay.
        </p>
      ),
    },
    {
      id: 'privacy-rights',
      heading: 'Your rights',
      content: (
        <p>
          You may ask for a copy of your data, ask us to correct or delete it, or object to how we use it. Most of your
          profile you can change yourself on your profile and settings pages; for anything else, write to us through the
          contact form and we will answer within 30 days.
        </p>
      ),
    },
    {
      id: 'privacy-changes',
      heading: 'Changes to this policy',
      content: (
        <p>
          This policy may change. The version on this page is the one in force on the date shown at the top. If a change
          affects how we use data we already hold, we will tell you in the app before it takes effect.
        </p>
      ),
    },
  ],
};
