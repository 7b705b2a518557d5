import { Link } from 'react-router-dom';
import type { LegalDocumentContent } from '../types';

/** The end user license agreement: the licence to use the Cliques web application and its limits. */
export const endUserLicenseAgreement: LegalDocumentContent = {
  title: 'End User License Agreement',
  summary: (
    <p>
      This agreement is between you and Cliques and covers the Cliques web application: the software your browser loads
      to use the service. It applies together with the <Link to="/terms">Terms and Conditions</Link> and the{' '}
      <Link to="/privacy">Privacy Policy</Link>. By using the application you accept it.
    </p>
  ),
  sections: [
    {
      id: 'eula-licence',
      heading: 'Licence',
      content: (
        <p>
          We grant you a personal, limited, non-exclusive, non-transferable, revocable licence to use the Cliques web
          application in a web browser to reach the Cliques service, for your own non-commercial use, as long as you
          keep to this agreement and the Terms and Conditions. You must be at least 13 years old to accept this licence.
        </p>
      ),
    },
    {
      id: 'eula-restrictions',
      heading: 'Restrictions',
      content: (
        <>
          <p>Except where the law expressly allows it despite this restriction, you must not:</p>
          <ul>
            <li>copy, modify, translate or make works based on the application;</li>
            <li>reverse engineer, decompile or disassemble it, or try to extract its source code;</li>
            <li>sell, rent, lend, sublicense or otherwise make it available to others;</li>
            <li>remove or change any notices of ownership;</li>
            <li>
              get round its security, rate limits or access controls, or use it to reach data you are not allowed to
              see;
            </li>
            <li>use bots, scrapers or other automated means to use the application or the service.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'eula-ownership',
      heading: 'Ownership',
      content: (
        <p>
          The application is licensed, not sold. Cliques and its licensors keep all rights, title and interest in it,
          including its design, code, names and logos. Your own content stays yours, as the Terms and Conditions
          describe.
        </p>
      ),
    },
    {
      id: 'eula-third-party',
      heading: 'Third-party software',
      content: (
        <p>
          The application includes open-source components that are licensed to you under their own licences. Where a
          component&apos;s licence gives you rights this agreement would otherwise restrict, that licence prevails for
          that component.
        </p>
      ),
    },
    {
      id: 'eula-updates',
      heading: 'Updates',
      content: (
        <p>
          Because the application is delivered to your browser each time you open Cliques, you always run the current
          version. Updates may add, change or remove features; this agreement covers every version.
        </p>
      ),
    },
    {
      id: 'eula-termination',
      heading: 'Termination',
      content: (
        <p>
          This licence lasts until you or we end it. You end it by stopping using the application. It ends automatically
          if you break this agreement, and we may end it when we close your account under the Terms and Conditions. When
          it ends you must stop using the application; sections on ownership, warranty and liability continue to apply.
        </p>
      ),
    },
    {
      id: 'eula-warranty',
      heading: 'No warranty',
      content: (
        <p>
          To the extent the law allows, the application is provided &quot;as is&quot;, without warranties of any kind,
          whether express or implied, including warranties of merchantability, fitness for a particular purpose and
          non-infringement.
        </p>
      ),
    },
    {
      id: 'eula-liability',
      heading: 'Limitation of liability',
      content: (
        <p>
          To the extent the law allows, our total liability under this agreement is limited to the amount you paid us
          for Cliques in the 12 months before the event that gave rise to the claim, and we are not liable for indirect,
          incidental or consequential damages. Nothing here limits liability that the law does not allow to be limited.
        </p>
      ),
    },
    {
      id: 'eula-changes',
      heading: 'Changes to this agreement',
      content: (
        <p>
          This agreement may change. The version on this page is the one in force on the date shown at the top.
          Questions about it can be sent through the <Link to="/contact">contact form</Link>.
        </p>
      ),
    },
  ],
};
