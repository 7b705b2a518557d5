import { Link } from 'react-router-dom';
import type { LegalDocumentContent } from '../types';

/** El acuerdo de licencia de usuario final: la licencia para usar la aplicación web de Cliques y sus límites. */
export const endUserLicenseAgreement: LegalDocumentContent = {
  title: 'Acuerdo de licencia de usuario final',
  summary: (
    <p>
      Este acuerdo se celebra entre tú y Cliques y cubre la aplicación web de Cliques: el software que carga tu
      navegador para usar el servicio. Se aplica junto con los <Link to="/terms">Términos y condiciones</Link> y la{' '}
      <Link to="/privacy">Política de privacidad</Link>. Al usar la aplicación lo aceptas.
    </p>
  ),
  sections: [
    {
      id: 'eula-licence',
      heading: 'Licencia',
      content: (
        <p>
          Te concedemos una licencia personal, limitada, no exclusiva, intransferible y revocable para usar la
          aplicación web de Cliques en un navegador web con el fin de acceder al servicio Cliques, para tu propio uso no
          comercial, siempre que cumplas este acuerdo y los Términos y condiciones. Debes tener al menos 13 años para
          aceptar esta licencia.
        </p>
      ),
    },
    {
      id: 'eula-restrictions',
      heading: 'Restricciones',
      content: (
        <>
          <p>Salvo cuando la ley lo permita expresamente pese a esta restricción, no debes:</p>
          <ul>
            <li>copiar, modificar o traducir la aplicación, ni crear obras basadas en ella;</li>
            <li>aplicarle ingeniería inversa, descompilarla o desensamblarla, ni intentar extraer su código fuente;</li>
            <li>venderla, alquilarla, prestarla, sublicenciarla ni ponerla de otro modo a disposición de terceros;</li>
            <li>quitar o cambiar ningún aviso de propiedad;</li>
            <li>
              eludir su seguridad, sus límites de uso o sus controles de acceso, ni usarla para llegar a datos que no
              tienes permiso para ver;
            </li>
            <li>usar bots, scrapers u otros medios automatizados para usar la aplicación o el servicio.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'eula-ownership',
      heading: 'Propiedad',
      content: (
        <p>
          La aplicación se cede bajo licencia, no se vende. Cliques y sus licenciantes conservan todos los derechos,
          títulos e intereses sobre ella, incluidos su diseño, su código, sus nombres y sus logotipos. Tu propio
          contenido sigue siendo tuyo, como describen los Términos y condiciones.
        </p>
      ),
    },
    {
      id: 'eula-third-party',
      heading: 'Software de terceros',
      content: (
        <p>
          La aplicación incluye componentes de código abierto que se te conceden bajo sus propias licencias. Cuando la
          licencia de un componente te otorgue derechos que este acuerdo restringiría, esa licencia prevalece para ese
          componente.
        </p>
      ),
    },
    {
      id: 'eula-updates',
      heading: 'Actualizaciones',
      content: (
        <p>
          Como la aplicación llega a tu navegador cada vez que abres Cliques, siempre usas la versión actual. Las
          actualizaciones pueden añadir, cambiar o quitar funciones; este acuerdo cubre todas las versiones.
        </p>
      ),
    },
    {
      id: 'eula-termination',
      heading: 'Terminación',
      content: (
        <p>
          Esta licencia dura hasta que tú o nosotros le pongamos fin. Tú le pones fin dejando de usar la aplicación.
          Termina automáticamente si incumples este acuerdo, y podemos ponerle fin cuando cerremos tu cuenta según los
          Términos y condiciones. Cuando termine debes dejar de usar la aplicación; las secciones sobre propiedad,
          garantía y responsabilidad siguen aplicándose.
        </p>
      ),
    },
    {
      id: 'eula-warranty',
      heading: 'Sin garantía',
      content: (
        <p>
          En la medida en que la ley lo permita, la aplicación se ofrece «tal cual», sin garantías de ningún tipo, ya
          sean expresas o implícitas, incluidas las garantías de comerciabilidad, idoneidad para un fin concreto y no
          infracción.
        </p>
      ),
    },
    {
      id: 'eula-liability',
      heading: 'Limitación de responsabilidad',
      content: (
        <p>
          En la medida en que la ley lo permita, nuestra responsabilidad total según este acuerdo se limita a la
          cantidad que nos pagaste por Cliques en los 12 meses anteriores al hecho que dio lugar a la reclamación, y no
          somos responsables de daños indirectos, incidentales o consecuentes. Nada de lo aquí dispuesto limita la
          responsabilidad que la ley no permite limitar.
        </p>
      ),
    },
    {
      id: 'eula-changes',
      heading: 'Cambios en este acuerdo',
      content: (
        <p>
          Este acuerdo puede cambiar. La versión de esta página es la vigente en la fecha indicada arriba. Puedes enviar
          tus preguntas sobre él mediante el <Link to="/contact">formulario de contacto</Link>.
        </p>
      ),
    },
  ],
};
