import { Link } from 'react-router-dom';
import type { LegalDocumentContent } from '../types';

/** La política de privacidad: qué guarda Cliques, por qué, durante cuánto tiempo y cómo pedir que se borre. */
export const privacyPolicy: LegalDocumentContent = {
  title: 'Política de privacidad',
  summary: (
    <p>
      Cliques es una red social para grupos de personas que publican, comentan, chatean y se mantienen al día unas con
      otras. Esta política explica qué guardamos sobre ti, por qué lo guardamos, quién puede verlo, cuánto tiempo lo
      conservamos y cómo puedes pedir que se borre. No vendemos tus datos ni mostramos publicidad.
    </p>
  ),
  sections: [
    {
      id: 'privacy-what-we-keep',
      heading: 'Qué guardamos y por qué',
      content: (
        <>
          <h3>Tu cuenta</h3>
          <p>
            Tu dirección de correo electrónico, tu nombre de usuario y un verificador derivado de tu contraseña (nunca
            la contraseña en sí), si tu dirección de correo está confirmada y cuándo se creó la cuenta. Los necesitamos
            para que puedas iniciar sesión, para enviarte el código de confirmación de seis dígitos y para evitar que
            dos personas usen el mismo nombre de usuario o la misma dirección de correo.
          </p>
          <h3>Tu perfil y tus ajustes</h3>
          <p>
            Tu nombre visible, tu biografía, tu ubicación, tu profesión y tu foto de perfil, si decides añadirlos, y tus
            ajustes. Los demás usuarios con sesión iniciada ven tu perfil; tu dirección de correo y tus ajustes solo los
            ves tú.
          </p>
          <h3>Tus publicaciones y lo que haces con ellas</h3>
          <p>
            Publicaciones, comentarios y respuestas, «me gusta», publicaciones compartidas, los hashtags y menciones de
            lo que escribes, los cliques que creas o a los que perteneces, las solicitudes de amistad, las amistades y a
            quién sigues. Los guardamos para mostrarlos a las personas con quienes los compartes y para crear tu feed,
            las páginas de hashtags, los hashtags en tendencia y las sugerencias de amistad (amigos de tus amigos).
          </p>
          <h3>Archivos multimedia</h3>
          <p>
            Las imágenes y los vídeos que subes, con su nombre de archivo, tipo y tamaño. Las fotos de perfil se reducen
            a 512 píxeles como máximo y se guardan en formato JPEG. Los archivos multimedia solo se sirven mediante
            enlaces firmados que caducan, por defecto al cabo de una hora.
          </p>
          <h3>Mensajes</h3>
          <p>
            Los mensajes de chat que envías y recibes, a quién se enviaron (una persona o un clique), cuándo y cuándo se
            leyeron. Los guardamos para que las dos partes de una conversación puedan leer su historial.
          </p>
          <h3>Notificaciones</h3>
          <p>
            Registros de «me gusta», comentarios, respuestas, menciones, publicaciones compartidas, solicitudes de
            amistad, seguimientos e invitaciones a cliques que te conciernen, y si los has leído.
          </p>
          <h3>Mensajes de contacto</h3>
          <p>
            Cuando usas el <Link to="/contact">formulario de contacto</Link> guardamos tu nombre, tu dirección de
            correo, el asunto y el mensaje para responderte, y la dirección de red desde la que llegó el mensaje para
            impedir el abuso del formulario.
          </p>
          <h3>Registros técnicos</h3>
          <p>
            Nuestro servidor registra cada petición (su hora, dirección, ruta y resultado) para mantener el servicio en
            funcionamiento y seguro. Estos registros nunca contienen tu contraseña ni tus tokens de inicio de sesión.
          </p>
        </>
      ),
    },
    {
      id: 'privacy-browser-storage',
      heading: 'Almacenamiento local, almacenamiento de sesión y cookies',
      content: (
        <>
          <p>
            Cliques guarda algunas cosas en tu navegador para funcionar; ninguna se usa para publicidad ni para
            seguimiento.
          </p>
          <ul>
            <li>
              <strong>Almacenamiento local:</strong> tu elección de tema claro u oscuro; tu dirección de correo y tu
              nombre de usuario entre el registro y la confirmación del código (se borran una vez confirmada la cuenta);
              y los tokens y datos del dispositivo de la biblioteca de inicio de sesión que mantienen tu sesión abierta
              hasta que la cierras.
            </li>
            <li>
              <strong>Almacenamiento de sesión:</strong> el estado de un inicio de sesión que aún está en curso. Caduca
              180 segundos después de su última actualización y desaparece al cerrar la pestaña.
            </li>
            <li>
              <strong>Cookies:</strong> no usamos cookies de publicidad ni de analítica. Cuando una instalación guarda
              los tokens de inicio de sesión en cookies en lugar de en el almacenamiento local, esas cookies pertenecen
              solo a Cliques, se envían únicamente por conexiones seguras y caducan como máximo a los 365 días.
            </li>
          </ul>
          <p>
            Cerrar la sesión borra de tu navegador los tokens de inicio de sesión. Borrar los datos del sitio en tu
            navegador elimina todo lo anterior.
          </p>
        </>
      ),
    },
    {
      id: 'privacy-who-sees',
      heading: 'Quién puede ver tus datos',
      content: (
        <>
          <p>
            Los demás usuarios con sesión iniciada ven tu perfil y las publicaciones que compartes con ellos; las
            publicaciones y los miembros de un clique solo los ven sus miembros; un mensaje de chat solo lo ven las
            personas a las que se envió. No vendemos ni alquilamos tus datos a nadie.
          </p>
          <p>
            Nuestros proveedores de alojamiento, almacenamiento, correo electrónico e inicio de sesión tratan datos en
            nuestro nombre únicamente para hacer funcionar Cliques. Solo comunicamos datos a las autoridades cuando la
            ley lo exige.
          </p>
        </>
      ),
    },
    {
      id: 'privacy-retention',
      heading: 'Cuánto tiempo lo guardamos y cómo se borra',
      content: (
        <ul>
          <li>
            Tu cuenta, tu perfil, tus publicaciones, tus archivos multimedia, tus mensajes y tus notificaciones se
            conservan mientras exista tu cuenta.
          </li>
          <li>
            Puedes borrar tus propias publicaciones, comentarios, publicaciones compartidas y archivos subidos en
            cualquier momento; se eliminan de inmediato.
          </li>
          <li>
            Para borrar tu cuenta, envíanos una solicitud mediante el <Link to="/contact">formulario de contacto</Link>{' '}
            desde la dirección de correo de la cuenta. En un plazo de 30 días borramos la cuenta y todo lo vinculado a
            ella: perfil, publicaciones, comentarios, «me gusta», publicaciones compartidas, archivos multimedia,
            mensajes, notificaciones, amistades, seguimientos y pertenencia a cliques.
          </li>
          <li>Los mensajes de contacto se borran 12 meses después de recibirlos.</li>
        </ul>
      ),
    },
    {
      id: 'privacy-age',
      heading: 'Menores',
      content: (
        <p>
          Debes tener al menos 13 años para usar Cliques. No guardamos a sabiendas datos de nadie más joven. Si crees
          que un menor de 13 años tiene una cuenta, avísanos mediante el formulario de contacto y la borraremos.
        </p>
      ),
    },
    {
      id: 'privacy-security',
      heading: 'Seguridad',
      content: (
        <p>
          Las conexiones con Cliques están cifradas; cada petición de tus datos debe llevar un token de inicio de sesión
          válido; las contraseñas nunca se guardan ni se envían de forma que podamos leerlas; los enlaces a archivos
          multimedia están firmados y caducan. Ningún sistema es perfectamente seguro, así que si sabemos de una brecha
          que te afecte te lo diremos sin demora indebida.
        </p>
      ),
    },
    {
      id: 'privacy-rights',
      heading: 'Tus derechos',
      content: (
        <p>
          Puedes pedir una copia de tus datos, pedirnos que los corrijamos o borremos, u oponerte a cómo los usamos.
          Casi todo tu perfil puedes cambiarlo tú mismo en tus páginas de perfil y de ajustes; para cualquier otra cosa,
          escríbenos mediante el formulario de contacto y te responderemos en un plazo de 30 días.
        </p>
      ),
    },
    {
      id: 'privacy-changes',
      heading: 'Cambios en esta política',
      content: (
        <p>
          Esta política puede cambiar. La versión de esta página es la vigente en la fecha indicada arriba. Si un cambio
          afecta a cómo usamos datos que ya tenemos, te lo diremos en la aplicación antes de que entre en vigor.
        </p>
      ),
    },
  ],
};
