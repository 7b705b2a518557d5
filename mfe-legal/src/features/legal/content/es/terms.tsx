import { Link } from 'react-router-dom';
import type { LegalDocumentContent } from '../types';

/** Los términos y condiciones: quién puede usar Cliques, qué está permitido y los límites de nuestra responsabilidad. */
export const termsAndConditions: LegalDocumentContent = {
  title: 'Términos y condiciones',
  summary: (
    <p>
      Estos términos rigen tu uso de Cliques, la red social de grupos, publicaciones, amigos y chat. Al crear una cuenta
      o usar Cliques los aceptas. Si no estás de acuerdo, no uses Cliques.
    </p>
  ),
  sections: [
    {
      id: 'terms-eligibility',
      heading: 'Quién puede usar Cliques',
      content: (
        <p>
          Debes tener al menos 13 años y la edad suficiente en tu país para aceptar estos términos por ti mismo o con el
          consentimiento de tu madre, padre o tutor. Puedes tener una sola cuenta personal. Las cuentas que hayamos
          cerrado por incumplir estos términos no pueden volver a abrirse.
        </p>
      ),
    },
    {
      id: 'terms-account',
      heading: 'Tu cuenta',
      content: (
        <p>
          Indica una dirección de correo electrónico real en la que puedas recibir mensajes: te enviamos allí tu código
          de confirmación. No compartas tu contraseña; eres responsable de lo que ocurra a través de tu cuenta. Avísanos
          de inmediato mediante el <Link to="/contact">formulario de contacto</Link> si crees que otra persona la está
          usando.
        </p>
      ),
    },
    {
      id: 'terms-content',
      heading: 'Tu contenido',
      content: (
        <>
          <p>
            Lo que publicas sigue siendo tuyo: textos, imágenes, vídeos, comentarios y mensajes. Nos concedes una
            licencia mundial, no exclusiva y gratuita para guardar, copiar, redimensionar, comprimir y mostrar ese
            contenido a las personas con quienes lo compartes, únicamente para hacer funcionar Cliques. La licencia
            termina cuando borras el contenido o tu cuenta.
          </p>
          <p>Confirmas que tienes derecho a publicar lo que publicas y que no incumple estos términos ni la ley.</p>
        </>
      ),
    },
    {
      id: 'terms-acceptable-use',
      heading: 'Uso aceptable',
      content: (
        <>
          <p>Cuando uses Cliques no debes:</p>
          <ul>
            <li>
              acosar, amenazar, intimidar o suplantar a nadie, ni revelar información privada de otra persona sin su
              consentimiento;
            </li>
            <li>
              publicar contenido ilegal, que explote sexualmente a alguien, que promueva la violencia o el odio, o que
              infrinja los derechos de otra persona;
            </li>
            <li>
              enviar spam, cadenas de mensajes o publicidad no solicitada, ni mencionar o añadir a personas a cliques
              para molestarlas;
            </li>
            <li>subir malware ni archivos que no sean lo que dicen ser;</li>
            <li>
              recopilar datos de otros usuarios mediante scraping o medios automatizados, ni usar el servicio de forma
              que lo sobrecargue, eluda sus límites de uso o ponga a prueba su seguridad;
            </li>
            <li>acceder sin permiso a la cuenta, los mensajes o los cliques privados de otra persona.</li>
          </ul>
          <p>
            Podemos retirar el contenido que incumpla estas normas y suspender o cerrar las cuentas que las incumplan,
            con aviso previo cuando la ley lo exija.
          </p>
        </>
      ),
    },
    {
      id: 'terms-service',
      heading: 'El servicio',
      content: (
        <p>
          Trabajamos para que Cliques esté disponible y tus datos estén a salvo, pero podemos cambiar, pausar o retirar
          funciones, y a veces el servicio puede no estar disponible. El software que usas para acceder a Cliques está
          cubierto por el <Link to="/eula">Acuerdo de licencia de usuario final</Link>; cómo tratamos tus datos se
          describe en la <Link to="/privacy">Política de privacidad</Link>.
        </p>
      ),
    },
    {
      id: 'terms-ending',
      heading: 'Fin del uso',
      content: (
        <p>
          Puedes dejar de usar Cliques en cualquier momento y pedirnos que borremos tu cuenta mediante el formulario de
          contacto. Podemos cerrar tu cuenta si incumples estos términos de forma grave o reiterada, o si la ley lo
          exige. Las partes de estos términos que por su naturaleza deban seguir vigentes después de que termine tu
          cuenta (propiedad, exenciones y límites de responsabilidad) siguen aplicándose.
        </p>
      ),
    },
    {
      id: 'terms-disclaimer',
      heading: 'Exención de garantías',
      content: (
        <p>
          Cliques se ofrece «tal cual» y «según disponibilidad». En la medida en que la ley lo permita, no garantizamos
          que funcione sin interrupciones ni errores, ni que sirva para un fin concreto. No somos responsables de lo que
          otros usuarios publiquen o envíen; infórmanos de cualquier cosa que incumpla estos términos.
        </p>
      ),
    },
    {
      id: 'terms-liability',
      heading: 'Limitación de responsabilidad',
      content: (
        <>
          <p>
            En la medida en que la ley lo permita, nuestra responsabilidad total frente a ti por todas las reclamaciones
            derivadas de Cliques o de estos términos, o relacionadas con ellos, se limita a la cantidad que nos pagaste
            por Cliques en los 12 meses anteriores al hecho que dio lugar a la reclamación. Si no pagaste nada, esa
            cantidad es cero.
          </p>
          <p>
            No somos responsables de pérdidas indirectas o consecuentes, lucro cesante ni pérdida de datos. Nada en
            estos términos limita la responsabilidad que la ley no permite limitar, como la responsabilidad por fraude o
            por muerte o lesiones personales causadas por negligencia.
          </p>
        </>
      ),
    },
    {
      id: 'terms-changes',
      heading: 'Cambios en estos términos',
      content: (
        <p>
          Estos términos pueden cambiar. La versión de esta página es la vigente en la fecha indicada arriba. Si un
          cambio afecta de forma importante a tus derechos, te lo diremos en la aplicación antes de que entre en vigor;
          seguir usando Cliques después significa que aceptas los nuevos términos.
        </p>
      ),
    },
    {
      id: 'terms-contact',
      heading: 'Contacto',
      content: (
        <p>
          ¿Tienes preguntas sobre estos términos? Escríbenos mediante el{' '}
          <Link to="/contact">formulario de contacto</Link>.
        </p>
      ),
    },
  ],
};
