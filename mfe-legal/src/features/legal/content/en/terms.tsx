import { Link } from 'react-router-dom';
import type { LegalDocumentContent } from '../types';

/** The terms and conditions: who may use Cliques, what is allowed, and the limits of our liability. */
export const termsAndConditions: LegalDocumentContent = {
  title: 'Terms and Conditions',
  summary: (
    <p>
      These terms govern your use of Cliques, the social network for groups, posts, friends and chat. By creating an
      account or using Cliques you agree to them. If you do not agree, do not use Cliques.
    </p>
  ),
  sections: [
    {
      id: 'terms-eligibility',
      heading: 'Who may use Cliques',
      content: (
        <p>
          You must be at least 13 years old, and old enough in your country to agree to these terms yourself or with the
          consent of a parent or guardian. You may have one personal account. Accounts we have closed for breaking these
          terms may not be opened again.
        </p>
      ),
    },
    {
      id: 'terms-account',
      heading: 'Your account',
      content: (
        <p>
          Give a real email address you can receive mail at: we send your confirmation code there. Keep your password to
          yourself; you are responsible for what happens through your account. Tell us through the{' '}
          <Link to="/contact">contact form</Link> straight away if you think someone else is using it.
        </p>
      ),
    },
    {
      id: 'terms-content',
      heading: 'Your content',
      content: (
        <>
          <p>
            You keep ownership of what you post: text, images, videos, comments and messages. You give us a worldwide,
            non-exclusive, royalty-free licence to store, copy, resize, compress and show that content to the people you
            share it with, only to run Cliques. The licence ends when you delete the content or your account.
          </p>
          <p>
            You confirm that you have the right to post what you post and that it does not break these terms or the law.
          </p>
        </>
      ),
    },
    {
      id: 'terms-acceptable-use',
      heading: 'Acceptable use',
      content: (
        <>
          <p>When you use Cliques you must not:</p>
          <ul>
            <li>
              harass, threaten, bully or impersonate anyone, or reveal someone&apos;s private information without their
              consent;
            </li>
            <li>
              post content that is illegal, sexually exploits anyone, promotes violence or hatred, or infringes someone
              else&apos;s rights;
            </li>
            <li>
              send spam, chain messages or unsolicited advertising, or mention or add people to cliques to annoy them;
            </li>
            <li>upload malware or files that are not what they claim to be;</li>
            <li>
              collect data about other users by scraping or automated means, or use the service in a way that overloads
              it, gets round its rate limits or probes its security;
            </li>
            <li>access another person&apos;s account, messages or private cliques without permission.</li>
          </ul>
          <p>
            We may remove content that breaks these rules and may suspend or close accounts that break them, with notice
            where the law requires it.
          </p>
        </>
      ),
    },
    {
      id: 'terms-service',
      heading: 'The service',
      content: (
        <p>
          We work to keep Cliques available and your data safe, but we may change, pause or stop features, and the
          service may sometimes be unavailable. The software you use to reach Cliques is covered by the{' '}
          <Link to="/eula">End User License Agreement</Link>; how we handle your data is described in the{' '}
          <Link to="/privacy">Privacy Policy</Link>.
        </p>
      ),
    },
    {
      id: 'terms-ending',
      heading: 'Ending your use',
      content: (
        <p>
          You may stop using Cliques at any time and ask us to delete your account through the contact form. We may
          close your account if you break these terms seriously or repeatedly, or if the law requires it. The parts of
          these terms that by their nature should last after your account ends (ownership, disclaimers and limits of
          liability) continue to apply.
        </p>
      ),
    },
    {
      id: 'terms-disclaimer',
      heading: 'Disclaimer',
      content: (
        <p>
          Cliques is provided &quot;as is&quot; and &quot;as available&quot;. To the extent the law allows, we give no
          warranties that it will be uninterrupted, error-free or fit for a particular purpose. We are not responsible
          for what other users post or send; report anything that breaks these terms to us.
        </p>
      ),
    },
    {
      id: 'terms-liability',
      heading: 'Limitation of liability',
      content: (
        <>
          <p>
            To the extent the law allows, our total liability to you for all claims arising out of or relating to
            Cliques or these terms is limited to the amount you paid us for Cliques in the 12 months before the event
            that gave rise to the claim. If you paid nothing, that amount is zero.
          </p>
          <p>
            We are not liable for indirect or consequential losses, lost profits or lost data. Nothing in these terms
            limits liability that cannot be limited by law, such as liability for fraud or for death or personal injury
            caused by negligence.
          </p>
        </>
      ),
    },
    {
      id: 'terms-changes',
      heading: 'Changes to these terms',
      content: (
        <p>
          These terms may change. The version on this page is the one in force on the date shown at the top. If a change
          materially affects your rights, we will tell you in the app before it takes effect; continuing to use Cliques
          after that means you accept the new terms.
        </p>
      ),
    },
    {
      id: 'terms-contact',
      heading: 'Contact',
      content: (
        <p>
          Questions about these terms? Write to us through the <Link to="/contact">contact form</Link>.
        </p>
      ),
    },
  ],
};
