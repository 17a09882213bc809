// Genera los manuales en PDF de /ayuda: shell/public/manuales/manual-usuario.pdf (público) y
// api/assets/manuales/manual-administrador.pdf (solo superadmin: lo sirve la API en /api/manuales/administrador).
// Uso: npm run manuales -w @fondo/shell   (tsx scripts/manuales.ts)
import PDFDocument from 'pdfkit';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const requerir = createRequire(import.meta.url);
const FUENTES = join(dirname(requerir.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const SALIDA = join(import.meta.dirname, '..', 'public', 'manuales');
const SALIDA_PRIVADA = join(import.meta.dirname, '..', '..', 'api', 'assets', 'manuales');
const AZUL = '#14505f';
const VERDE = '#2e8b57';

type Bloque =
  | { p: string }
  | { lista: string[] }
  | { pasos: string[] }
  | { nota: string }
  | { tabla: { columnas: string[]; filas: string[][]; anchos?: number[] } };

interface Seccion {
  titulo: string;
  bloques: Bloque[];
}

interface Manual {
  archivo: string;
  /** Carpeta de salida. */
  carpeta: string;
  titulo: string;
  subtitulo: string;
  secciones: Seccion[];
}

function escribir(manual: Manual): Promise<void> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 64, bottom: 64, left: 64, right: 64 },
    bufferPages: true,
    info: { Title: manual.titulo, Author: 'Fondo de ahorro y crédito del personal escolar', Subject: manual.subtitulo },
    lang: 'es-CO',
  });
  doc.registerFont('normal', join(FUENTES, 'DejaVuSans.ttf'));
  doc.registerFont('negrita', join(FUENTES, 'DejaVuSans-Bold.ttf'));
  doc.registerFont('cursiva', join(FUENTES, 'DejaVuSans-Oblique.ttf'));
  const flujo = createWriteStream(join(manual.carpeta, manual.archivo));
  doc.pipe(flujo);
  const ancho = doc.page.width - 128;

  // Portada
  doc.rect(0, 0, doc.page.width, 220).fill(AZUL);
  doc.fillColor('#ffffff').font('negrita').fontSize(26).text(manual.titulo, 64, 90, { width: ancho });
  doc.font('normal').fontSize(13).text(manual.subtitulo, { width: ancho });
  doc.fillColor('#222222').font('normal').fontSize(11).text('Contenido', 64, 260);
  doc.moveDown(0.5);
  manual.secciones.forEach((s, i) => doc.fontSize(11).fillColor('#333333').text(`${i + 1}. ${s.titulo}`, { indent: 12 }));
  doc.moveDown(2);
  doc
    .font('cursiva')
    .fontSize(9)
    .fillColor('#666666')
    .text('Fondo de ahorro y crédito del personal escolar · Portal de afiliados', { width: ancho });

  manual.secciones.forEach((s, i) => {
    doc.addPage();
    doc.font('negrita').fontSize(17).fillColor(AZUL).text(`${i + 1}. ${s.titulo}`, { width: ancho });
    doc
      .moveTo(64, doc.y + 4)
      .lineTo(64 + ancho, doc.y + 4)
      .lineWidth(1.5)
      .strokeColor(VERDE)
      .stroke();
    doc.moveDown(1);
    for (const b of s.bloques) {
      doc.font('normal').fontSize(11).fillColor('#222222');
      if ('p' in b) {
        doc.text(b.p, { width: ancho, align: 'justify', lineGap: 2 });
        doc.moveDown(0.6);
      } else if ('lista' in b) {
        doc.list(b.lista, { width: ancho - 12, bulletRadius: 2, textIndent: 14, lineGap: 2 });
        doc.moveDown(0.6);
      } else if ('pasos' in b) {
        b.pasos.forEach((paso, n) => {
          doc.font('negrita').text(`${n + 1}. `, { continued: true }).font('normal').text(paso, { width: ancho, lineGap: 2 });
        });
        doc.moveDown(0.6);
      } else if ('nota' in b) {
        const y = doc.y;
        const alto = doc.heightOfString(b.nota, { width: ancho - 24 }) + 16;
        if (y + alto > doc.page.height - 64) doc.addPage();
        const y0 = doc.y;
        doc.rect(64, y0, ancho, alto).fill('#e8f4f1');
        doc.rect(64, y0, 4, alto).fill(VERDE);
        doc.fillColor('#1d3b36').text(b.nota, 76, y0 + 8, { width: ancho - 24 });
        doc.x = 64;
        doc.y = y0 + alto + 8;
      } else {
        const { columnas, filas } = b.tabla;
        const fracciones = b.tabla.anchos ?? columnas.map(() => 1 / columnas.length);
        const anchos = fracciones.map((f) => f * ancho);
        const inicio = (j: number) => 64 + anchos.slice(0, j).reduce((a, x) => a + x, 0);
        const fila = (celdas: string[], negrita: boolean) => {
          const alto =
            Math.max(
              ...celdas.map((c, j) =>
                doc.font(negrita ? 'negrita' : 'normal').fontSize(9.5).heightOfString(c, { width: anchos[j]! - 8 }),
              ),
            ) + 8;
          if (doc.y + alto > doc.page.height - 64) doc.addPage();
          const y0 = doc.y;
          if (negrita) doc.rect(64, y0, ancho, alto).fill('#dbe9ec');
          celdas.forEach((c, j) => {
            doc
              .fillColor('#222222')
              .font(negrita ? 'negrita' : 'normal')
              .fontSize(9.5)
              .text(c, inicio(j) + 4, y0 + 4, { width: anchos[j]! - 8 });
          });
          doc.moveTo(64, y0 + alto).lineTo(64 + ancho, y0 + alto).lineWidth(0.5).strokeColor('#b8c9cc').stroke();
          doc.x = 64;
          doc.y = y0 + alto;
        };
        fila(columnas, true);
        filas.forEach((f) => fila(f, false));
        doc.moveDown(0.8);
      }
    }
  });

  // Pie de página con numeración
  const rango = doc.bufferedPageRange();
  for (let i = rango.start; i < rango.start + rango.count; i++) {
    doc.switchToPage(i);
    if (i === 0) continue;
    // Sin margen inferior mientras se escribe el pie: si no, pdfkit abriría otra página.
    const margen = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('normal')
      .fontSize(8.5)
      .fillColor('#777777')
      .text(`${manual.titulo} · página ${i + 1} de ${rango.count}`, 64, doc.page.height - 44, {
        width: ancho,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = margen;
  }
  doc.end();
  return new Promise((ok, mal) => {
    flujo.on('finish', () => ok());
    flujo.on('error', mal);
  });
}

const USUARIO: Manual = {
  archivo: 'manual-usuario.pdf',
  carpeta: SALIDA,
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
        { p: 'Para entrar escriba su Usuario, que es su número de documento de identidad sin puntos, y su Clave. Luego pulse Entrar. Si todo está bien verá el aviso «Bienvenido» y llegará a Mis Productos.' },
        {
          lista: [
            'Los dos campos son obligatorios; si deja alguno vacío el portal se lo indicará debajo del campo.',
            'Si el usuario o la clave no son correctos verá un mensaje de error; revise los datos e intente de nuevo.',
            'Después de varios intentos fallidos el portal bloquea temporalmente el ingreso por seguridad. Espere unos minutos antes de volver a intentar.',
            'Si llegó al portal desde el sitio del colegio, al iniciar sesión volverá automáticamente a la página del colegio desde la que vino.',
            'La sesión se cierra sola después de un tiempo sin actividad; en ese caso vuelva a iniciar sesión.',
          ],
        },
        { p: 'Para salir use la opción Salir de la barra o del menú de usuario. El portal cierra su sesión y lo lleva al sitio del colegio.' },
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
        { nota: 'Si el enlace ya se usó o venció, el portal mostrará «Token inválido». Pida un enlace nuevo desde «¿Olvidó su clave?».' },
      ],
    },
    {
      titulo: 'Cambiar la clave',
      bloques: [
        { p: 'Desde el menú de usuario elija Cambiar clave. Escriba su clave actual, la nueva clave y su confirmación, y pulse Cambiar clave.' },
        {
          lista: [
            'La clave debe tener al menos 8 caracteres, incluyendo números y letras. Solo se admiten letras y números (sin espacios ni símbolos).',
            'Si la confirmación no es igual a la nueva clave verá «Las claves no coinciden».',
            'Si no escribe la clave actual verá «Debe ingresar la clave actual».',
            'Al terminar verá «Clave cambiada exitosamente». Sus sesiones abiertas en otros equipos se cierran.',
          ],
        },
        { p: 'La primera vez que entra con una clave asignada por el fondo, Mis Productos le preguntará «Por seguridad debe cambiar su clave, ¿Desea cambiarla ahora?». Le recomendamos hacerlo de inmediato.' },
      ],
    },
    {
      titulo: 'Mis Productos',
      bloques: [
        { p: 'Es la página de inicio después de entrar. Muestra dos tarjetas: Ahorro total y Crédito total, con las cifras del último corte que el fondo cargó. Cada tarjeta tiene un enlace «Ver más» que lleva al detalle de ahorro o de crédito.' },
      ],
    },
    {
      titulo: 'Ahorro',
      bloques: [
        { p: 'Muestra una tarjeta por cada tipo de aporte (por ejemplo Ahorro permanente, Ahorro programado o Revalorización) con el Total acumulado, la Cuota Mensual (solo en los tipos de ahorro) y la Fecha de corte de la información. Un gráfico pequeño muestra cómo ha evolucionado cada tipo en los últimos cortes.' },
        { p: 'Si todavía no tiene aportes registrados verá «No se han encontrado ahorros».' },
        { nota: 'Para consultar Ahorro, Crédito, Certificaciones, Solicitudes y el Simulador debe haber actualizado sus datos al menos una vez. Si no lo ha hecho, el portal le mostrará «Debe actualizar sus datos para poder usar este módulo» y lo llevará al formulario de actualización.' },
      ],
    },
    {
      titulo: 'Crédito',
      bloques: [
        { p: 'Muestra una tarjeta por cada crédito vigente, con el tipo y el número del crédito como título. En cada tarjeta encontrará: Saldo, Valor crédito, Cuota, # Cuotas, Cuotas pagadas, Cuotas pendientes, Desembolso, Inicio descuento, Terminación, Fecha de corte, Tasa (mensual, en porcentaje) y Estado. Si el crédito se descuenta de la prima o del ahorro programado verá «Descuento prima: Sí» o «Descuento ahorro programado: Sí».' },
        { p: 'Si no tiene créditos verá «No se han encontrado créditos».' },
      ],
    },
    {
      titulo: 'Certificaciones',
      bloques: [
        { p: 'Lista las certificaciones que puede descargar en PDF: el certificado de afiliación, los certificados de saldos a la fecha de cada corte y los certificados tributarios de cada año. Haga clic en el nombre de la certificación; mientras se genera verá «Generando...» y luego el navegador descargará el archivo con ese nombre.' },
        { p: 'Si no hay certificaciones disponibles verá «No hay certificaciones disponibles». Si ocurre un problema al generar el documento, el error aparece en un recuadro rojo.' },
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
        { nota: 'Las cifras del simulador son solo de referencia; el valor definitivo lo confirma el fondo al aprobar el crédito.' },
      ],
    },
    {
      titulo: 'Solicitudes de crédito',
      bloques: [
        { p: 'En Productos → Solicitudes de crédito verá sus solicitudes con fecha, tipo, valor, cuotas, estado (PENDIENTE, APROBADA o NO APROBADA) y si se descuentan del ahorro o de la prima. Puede filtrar por estado (Todas, Pendientes, Aprobadas, No Aprobadas). Con el botón Radicar Solicitud abre el formulario.' },
        {
          lista: [
            'Datos del crédito: tipo, valor, destino, número de cuotas, mes desde el que se descuenta, y si se descuenta del ahorro programado o de la prima.',
            'Datos para el desembolso: número de cuenta, tipo de cuenta (Ahorros o Corriente) y banco.',
            'Documentos: último desprendible de pago (PDF), firma y huella (JPG o PNG), carta y pagaré firmados (PDF; puede descargar la plantilla desde el formulario).',
            'Si tiene codeudor: su nombre, su documento y la copia de su cédula (PDF).',
          ],
        },
        { p: 'Pulse Enviar Solicitud. Verá «Su solicitud ha sido radicada» y podrá seguir su estado en la lista. Una solicitud enviada ya no se puede modificar.' },
      ],
    },
    {
      titulo: 'Actualización de datos',
      bloques: [
        { p: 'El formulario de actualización tiene las pestañas Afiliación, Datos Personales, Datos Laborales, Datos Económicos, Grupo familiar, Autorizaciones y Finalizar. En el encabezado puede cambiar su foto (doble clic o el lápiz; JPG o PNG).' },
        {
          lista: [
            'Afiliación: tipo de afiliado, fecha de afiliación y las reglas de la cuota anual y del ahorro (la cuota de afiliación es de 10.000 hasta 1 salario mínimo, 20.000 desde 2 y 30.000 desde 3; el ahorro permanente va del 5 % al 10 % del salario; el ahorro programado es voluntario y se paga en los primeros cinco días hábiles de diciembre).',
            'Grupo familiar: hasta seis personas; si escribe un nombre debe completar todos los datos de esa fila.',
            'Vehículo: si escribe algún dato (marca, línea, modelo o placa) debe escribir los cuatro.',
            'Finalizar: cargue la imagen de su firma y huella y pulse Finalizar y Enviar.',
          ],
        },
        { p: 'Si falta algún dato, el portal le muestra la lista de campos pendientes. Una vez enviado, el formulario queda en modo de solo lectura y puede descargarlo en PDF con «Descargar formulario».' },
      ],
    },
    {
      titulo: 'Contáctenos (mensajes)',
      bloques: [
        { p: 'En Contáctenos puede escribirle al fondo y seguir sus conversaciones. La lista muestra asunto, fecha de creación, estado (Abierto o Cerrado), última actualización y quién respondió. Con Crear Mensaje escribe uno nuevo: asunto, texto y archivos adjuntos (pdf, jpg, png, jpeg, doc, docx, xls, xlsx, zip, ppt o pptx).' },
        { p: 'Haga clic en un mensaje para ver la conversación completa y responder. Actualizar vuelve a cargar la lista.' },
      ],
    },
  ],
};

const ADMINISTRADOR: Manual = {
  archivo: 'manual-administrador.pdf',
  carpeta: SALIDA_PRIVADA,
  titulo: 'Manual del administrador',
  subtitulo: 'Portal de afiliados · funciones del rol superadmin',
  secciones: [
    {
      titulo: 'El rol de administrador',
      bloques: [
        { p: 'Los administradores son afiliados con el rol superadmin. Además de todo lo que ve un afiliado, tienen en la barra el menú Admin con Afiliados, Aportes, Créditos, Solicitudes de crédito y Tipos de crédito. Este manual describe esas funciones; las funciones de afiliado están en el Manual de usuario.' },
        { nota: 'El administrador no está sujeto a la regla de actualización obligatoria de datos y puede consultar cualquier módulo aunque no haya actualizado los suyos.' },
      ],
    },
    {
      titulo: 'Afiliados',
      bloques: [
        { p: 'Admin → Afiliados muestra a todos los afiliados con foto, apellidos, nombres, documento, correo, fecha de afiliación, última actualización y fecha de retiro. Puede filtrar por texto (apellidos, nombres o documento) y por actualización: Todos, Actualizados o Sin Actualizar.' },
        {
          lista: [
            'Crear: abre «Crear Afiliado». Nombres, apellidos, documento, tipo de documento y correo son obligatorios.',
            'Editar: abre «Editar Afiliado» con los datos básicos.',
            'Formulario: abre el formulario completo de actualización de ese afiliado; el administrador puede editarlo aunque ya se haya enviado y puede Guardar borrador sin completar todos los campos.',
            'Descargar formulario: el formulario de actualización en PDF.',
            'Abrir aplicación: abre el portal como ese afiliado en una pestaña nueva (suplantación). El enlace dura 2 minutos y queda registrado en la auditoría.',
            'Enviar bienvenida: envía al afiliado el mensaje de bienvenida con el enlace para crear su clave.',
            'Eliminar: pide confirmación antes de borrar.',
            'Descargar: exporta la lista a una hoja de cálculo .xlsx.',
          ],
        },
      ],
    },
    {
      titulo: 'Importaciones',
      bloques: [
        { p: 'El botón de importar de Afiliados abre una ventana donde se elige el tipo de archivo, la fila donde empiezan los datos y el archivo .xlsx. El resultado muestra cuántos registros se crearon, actualizaron y rechazaron, y la lista de errores con el número de fila y el motivo. Cada importación se hace completa o no se hace: si algo falla, no queda a medias.' },
        {
          tabla: {
            columnas: ['Tipo', 'Primera fila', 'Columnas (en orden)'],
            anchos: [0.16, 0.2, 0.64],
            filas: [
              ['afiliados', '2 (fila 1: encabezados)', 'documento, documento_tipo, nombres, apellidos, email, tipo_afiliado, telefono, afiliacion (fecha), retiro (fecha, opcional). Crea o actualiza por documento; los nuevos deben cambiar la clave al entrar.'],
              ['afiliacion', '4', 'documento, salario, ahorro_permanente, ahorro_programado, cuota_afiliacion, lugar_trabajo, tipo_contrato, cargo, ingreso (fecha). Solo actualiza afiliados existentes.'],
              ['aportes', '5 (celda B2: fecha del corte)', "Hoja 'Aportes': documento, nombre, tipo de aporte, total, cuota. Hoja opcional 'Créditos': documento, nombre, tipo de crédito, número, valor crédito, saldo, cuota, cuotas, cuotas pagadas, cuotas pendientes, desembolso, inicio descuento, terminación, tasa (mensual, como fracción), estado, descuento prima (SI/NO), descuento ahorro (SI/NO)."],
            ],
          },
        },
        { nota: 'Volver a importar un corte reemplaza los aportes y créditos de ese corte. Si el servidor no da detalle del problema, la ventana muestra «Error en la petición.».' },
      ],
    },
    {
      titulo: 'Aportes y créditos por corte',
      bloques: [
        { p: 'Admin → Aportes y Admin → Créditos muestran la información de un corte. Al entrar queda elegido el corte más reciente; puede cambiarlo en la lista de cortes, filtrar por texto y ver el número de registros y la fila de totales.' },
        { lista: ['Aportes: nombre, documento, tipo y total.', 'Créditos: además, valor del crédito y saldo.'] },
      ],
    },
    {
      titulo: 'Solicitudes de crédito',
      bloques: [
        { p: 'Admin → Solicitudes de crédito muestra las solicitudes de todos los afiliados, con el filtro en Pendientes al entrar. Puede filtrar por estado y por nombre, abrir una solicitud o eliminarla.' },
        { p: 'Al abrir una solicitud verá todos los datos y documentos en modo de lectura, la fecha y el nombre del afiliado. El administrador puede cambiar el Estado (PENDIENTE, APROBADA, NO APROBADA) y escribir Observaciones, y luego pulsar Guardar Solicitud. Queda registrado quién la revisó y cuándo.' },
      ],
    },
    {
      titulo: 'Tipos de crédito',
      bloques: [
        { p: 'Admin → Tipos de crédito lista los tipos con Nombre, Tasa (en porcentaje), Activo (SI/NO) y Simulador (SI/NO), con un filtro de texto y el conteo.' },
        {
          lista: [
            'Crear o editar abre una ventana con nombre, descripción, tasa mensual (paso de 0,01), plazo mínimo, plazo máximo, periodicidad y las marcas Activo y Simulador. Nombre y tasa son obligatorios.',
            'Solo los tipos activos se ofrecen en las solicitudes; solo los marcados para simulador aparecen en el simulador.',
            'Eliminar pide confirmación: «¿Desea eliminar al tipo de crédito …?». Si el tipo está en uso, el portal muestra el motivo y no lo elimina.',
          ],
        },
      ],
    },
    {
      titulo: 'Mensajes',
      bloques: [
        { p: 'En Contáctenos el administrador ve los mensajes de todos los afiliados, con su foto y nombre, filtrados al entrar por los abiertos. Al responder un mensaje, el estado queda por defecto en Cerrado; puede dejarlo Abierto si la conversación sigue.' },
        { p: 'Importar desde correo trae los mensajes que los afiliados enviaron al buzón del fondo y los agrega a la lista.' },
      ],
    },
    {
      titulo: 'Buenas prácticas de seguridad',
      bloques: [
        {
          lista: [
            'Use la suplantación (Abrir aplicación) solo para ayudar al afiliado; queda registrada.',
            'No comparta su clave; cámbiela periódicamente desde Cambiar clave.',
            'Cierre la sesión con Salir al terminar, sobre todo en equipos compartidos.',
            'Revise los errores de cada importación antes de dar por cargado un corte.',
          ],
        },
      ],
    },
  ],
};

mkdirSync(SALIDA, { recursive: true });
mkdirSync(SALIDA_PRIVADA, { recursive: true });
await escribir(USUARIO);
await escribir(ADMINISTRADOR);
console.log(`Manuales escritos en ${SALIDA} y ${SALIDA_PRIVADA}`);
