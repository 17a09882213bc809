// El manual de usuario (público, en /ayuda): qué hace el afiliado en cada pantalla del portal.
import type { Manual } from './pdf';

export const USUARIO: Manual = {
  archivo: 'manual-usuario.pdf',
  titulo: 'Manual de usuario',
  subtitulo: 'Portal de afiliados del fondo de ahorro y crédito del personal escolar',
  secciones: [
    {
      titulo: 'Bienvenida',
      bloques: [
        {
          p: 'El portal de afiliados le permite consultar sus ahorros y créditos con el fondo, descargar certificaciones, simular y solicitar créditos, mantener al día sus datos personales y escribirle al fondo. Puede usarlo desde un computador o desde su teléfono: en pantallas pequeñas el menú se abre con el botón de tres líneas de la esquina superior izquierda.',
        },
        {
          p: 'La barra superior siempre muestra Inicio y el ícono de ayuda (el signo de interrogación), que abre este manual. Cuando usted inicia sesión aparecen además el menú Productos (Ahorro, Crédito y Solicitudes de crédito), Actualización de datos, Certificaciones, Simulador, Contáctenos y Salir. A la derecha verá su nombre, sus iniciales o su foto; al hacer clic allí encuentra Cambiar clave y Salir.',
        },
        { nota: 'Los avisos verdes o azules que aparecen arriba de la pantalla desaparecen solos a los 3 segundos.' },
      ],
    },
    {
      titulo: 'Inicio de sesión',
      bloques: [
        {
          p: 'Para entrar escriba su Usuario, que es su número de documento de identidad sin puntos, y su Clave. Luego pulse Entrar. Si todo está bien verá el aviso «Bienvenido» y llegará a Mis Productos.',
        },
        {
          lista: [
            'Los dos campos son obligatorios; si deja alguno vacío el portal se lo indicará debajo del campo.',
            'Si el usuario o la clave no son correctos verá un mensaje de error; revise los datos e intente de nuevo.',
            'Después de varios intentos fallidos el portal bloquea temporalmente el ingreso por seguridad. Espere unos minutos antes de volver a intentar.',
            'Si llegó al portal desde el sitio del colegio, al iniciar sesión volverá automáticamente a la página del colegio desde la que vino.',
            'La sesión se cierra sola después de un tiempo sin actividad; en ese caso vuelva a iniciar sesión.',
          ],
        },
        {
          p: 'Para salir use la opción Salir de la barra o del menú de usuario. El portal cierra su sesión y lo lleva al sitio del colegio.',
        },
      ],
    },
    {
      titulo: 'Recuperar la clave olvidada',
      bloques: [
        {
          pasos: [
            'En la pantalla de inicio de sesión pulse «¿Olvidó su clave?».',
            'Escriba su documento de identidad y pulse Enviar. Si lo deja vacío, el portal le recordará «Escriba su documento!».',
            'Verá el mensaje «Reestablecer Clave» confirmando la solicitud. Si su documento está registrado y tiene un correo electrónico, recibirá un enlace.',
            'Abra el enlace del correo (vale por una hora y sirve una sola vez). Escriba la nueva clave dos veces y pulse Guardar clave.',
            'Al terminar, el portal lo lleva a la pantalla de inicio de sesión para entrar con su nueva clave.',
          ],
        },
        {
          nota: 'Si el enlace ya se usó o venció, el portal mostrará «Token inválido». Pida un enlace nuevo desde «¿Olvidó su clave?».',
        },
      ],
    },
    {
      titulo: 'Cambiar la clave',
      bloques: [
        {
          p: 'Desde el menú de usuario elija Cambiar clave. Escriba su clave actual, la nueva clave y su confirmación, y pulse Cambiar clave.',
        },
        {
          lista: [
            'La clave debe tener al menos 8 caracteres, incluyendo números y letras. Solo se admiten letras y números (sin espacios ni símbolos).',
            'Si la confirmación no es igual a la nueva clave verá «Las claves no coinciden».',
            'Si no escribe la clave actual verá «Debe ingresar la clave actual».',
            'Al terminar verá «Clave cambiada exitosamente». Sus sesiones abiertas en otros equipos se cierran.',
          ],
        },
        {
          p: 'La primera vez que entra con una clave asignada por el fondo, Mis Productos le preguntará «Por seguridad debe cambiar su clave, ¿Desea cambiarla ahora?». Le recomendamos hacerlo de inmediato.',
        },
      ],
    },
    {
      titulo: 'Mis Productos',
      bloques: [
        {
          p: 'Es la página de inicio después de entrar. Muestra dos tarjetas: Ahorro total y Crédito total, con las cifras del último corte que el fondo cargó. Cada tarjeta tiene un enlace «Ver más» que lleva al detalle de ahorro o de crédito.',
        },
      ],
    },
    {
      titulo: 'Ahorro',
      bloques: [
        {
          p: 'Muestra una tarjeta por cada tipo de aporte (por ejemplo Ahorro permanente, Ahorro programado o Revalorización) con el Total acumulado, la Cuota Mensual (solo en los tipos de ahorro) y la Fecha de corte de la información. Un gráfico pequeño muestra cómo ha evolucionado cada tipo en los últimos cortes.',
        },
        { p: 'Si todavía no tiene aportes registrados verá «No se han encontrado ahorros».' },
        {
          nota: 'Para consultar Ahorro, Crédito, Certificaciones, Solicitudes y el Simulador debe haber actualizado sus datos al menos una vez. Si no lo ha hecho, el portal le mostrará «Debe actualizar sus datos para poder usar este módulo» y lo llevará al formulario de actualización.',
        },
      ],
    },
    {
      titulo: 'Crédito',
      bloques: [
        {
          p: 'Muestra una tarjeta por cada crédito vigente, con el tipo y el número del crédito como título. En cada tarjeta encontrará: Saldo, Valor crédito, Cuota, # Cuotas, Cuotas pagadas, Cuotas pendientes, Desembolso, Inicio descuento, Terminación, Fecha de corte, Tasa (mensual, en porcentaje) y Estado. Si el crédito se descuenta de la prima o del ahorro programado verá «Descuento prima: Sí» o «Descuento ahorro programado: Sí».',
        },
        { p: 'Si no tiene créditos verá «No se han encontrado créditos».' },
      ],
    },
    {
      titulo: 'Certificaciones',
      bloques: [
        {
          p: 'Lista las certificaciones que puede descargar en PDF: el certificado de afiliación, los certificados de saldos a la fecha de cada corte y los certificados tributarios de cada año. Haga clic en el nombre de la certificación; mientras se genera verá «Generando...» y luego el navegador descargará el archivo con ese nombre.',
        },
        {
          p: 'Si no hay certificaciones disponibles verá «No hay certificaciones disponibles». Si ocurre un problema al generar el documento, el error aparece en un recuadro rojo.',
        },
      ],
    },
    {
      titulo: 'Simulador de crédito',
      bloques: [
        { p: 'Permite calcular una cuota aproximada antes de pedir un crédito.' },
        {
          pasos: [
            'Elija el tipo de crédito. El portal muestra su tasa mensual.',
            'Escriba el monto (por defecto 1.000.000) y mueva la barra del plazo en meses.',
            'Pulse Calcular para ver la cuota aproximada y la tabla de amortización (cuota, interés, abono a capital y saldo de cada periodo).',
            'Si le conviene, pulse Solicitar crédito: el formulario de solicitud se abre con el tipo, el monto y el plazo ya escritos. Limpiar borra el cálculo.',
          ],
        },
        {
          nota: 'Las cifras del simulador son solo de referencia; el valor definitivo lo confirma el fondo al aprobar el crédito.',
        },
      ],
    },
    {
      titulo: 'Solicitudes de crédito',
      bloques: [
        {
          p: 'En Productos → Solicitudes de crédito verá sus solicitudes con fecha, tipo, valor, cuotas, estado (PENDIENTE, APROBADA o NO APROBADA) y si se descuentan del ahorro o de la prima. Puede filtrar por estado (Todas, Pendientes, Aprobadas, No Aprobadas). Con el botón Radicar Solicitud abre el formulario.',
        },
        {
          lista: [
            'Datos del crédito: tipo, valor, destino, número de cuotas, mes desde el que se descuenta, y si se descuenta del ahorro programado o de la prima.',
            'Datos para el desembolso: número de cuenta, tipo de cuenta (Ahorros o Corriente) y banco.',
            'Documentos: último desprendible de pago (PDF), firma y huella (JPG o PNG), carta y pagaré firmados (PDF; puede descargar la plantilla desde el formulario).',
            'Si tiene codeudor: su nombre, su documento y la copia de su cédula (PDF).',
          ],
        },
        {
          p: 'Pulse Enviar Solicitud. Verá «Su solicitud ha sido radicada» y podrá seguir su estado en la lista. Una solicitud enviada ya no se puede modificar.',
        },
      ],
    },
    {
      titulo: 'Actualización de datos',
      bloques: [
        {
          p: 'El formulario de actualización tiene las pestañas Afiliación, Datos Personales, Datos Laborales, Datos Económicos, Grupo familiar, Autorizaciones y Finalizar. En el encabezado puede cambiar su foto (doble clic o el lápiz; JPG o PNG).',
        },
        {
          lista: [
            'Afiliación: tipo de afiliado, fecha de afiliación y las reglas de la cuota anual y del ahorro (la cuota de afiliación es de 10.000 hasta 1 salario mínimo, 20.000 desde 2 y 30.000 desde 3; el ahorro permanente va del 5 % al 10 % del salario; el ahorro programado es voluntario y se paga en los primeros cinco días hábiles de diciembre).',
            'Grupo familiar: hasta seis personas; si escribe un nombre debe completar todos los datos de esa fila.',
            'Vehículo: si escribe algún dato (marca, línea, modelo o placa) debe escribir los cuatro.',
            'Finalizar: cargue la imagen de su firma y huella y pulse Finalizar y Enviar.',
          ],
        },
        {
          p: 'Si falta algún dato, el portal le muestra la lista de campos pendientes. Una vez enviado, el formulario queda en modo de solo lectura y puede descargarlo en PDF con «Descargar formulario».',
        },
      ],
    },
    {
      titulo: 'Contáctenos (mensajes)',
      bloques: [
        {
          p: 'En Contáctenos puede escribirle al fondo y seguir sus conversaciones. La lista muestra asunto, fecha de creación, estado (Abierto o Cerrado), última actualización y quién respondió. Con Crear Mensaje escribe uno nuevo: asunto, texto y archivos adjuntos (pdf, jpg, png, jpeg, doc, docx, xls, xlsx, zip, ppt o pptx).',
        },
        {
          p: 'Haga clic en un mensaje para ver la conversación completa y responder. Actualizar vuelve a cargar la lista.',
        },
      ],
    },
  ],
};
