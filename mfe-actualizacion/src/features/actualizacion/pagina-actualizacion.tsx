// /actualizacion/:id? (SPEC 2.12, 4, 5): la ficha del afiliado en siete pestañas. Sin id, la del usuario
// de la sesión; un superadmin abre la de cualquiera (0 crea uno), la edita siempre y puede guardar un
// borrador. Un afiliado la envía una vez: después ve la confirmación y la ficha de solo lectura.
// Lo requerido sale de la regla del contrato (faltantesActualizacion): marcas, errores y resumen.
// Aquí, el estado de la ficha y sus envíos; la cabecera y las pestañas, en cabecera-ficha y pestanas-ficha.
import { useRef, useState, type ReactElement } from 'react';
import { Button, Form } from 'antd';
import {
  Aviso,
  Cargando,
  EncabezadoPagina,
  Tarjeta,
  trasMutacion,
  useAppFondo,
  useBorrador,
  useManejarError,
  useTitulo,
} from '@fondo/ui';
import { useImagen } from '@fondo/ui/archivos';
import { esSuperadmin, useNavigate, useParams, useSearchParams, useSesion } from '@fondo/runtime';
import {
  CAMPOS_BLOQUEADOS,
  ETIQUETAS_AFILIADO,
  MENSAJE_AUTORIZACION_REQUERIDA,
  MENSAJE_BORRADOR_GUARDADO,
  MENSAJE_DATOS_GUARDADOS,
  SECCIONES_ACTUALIZACION,
  faltantesActualizacion,
  vacio,
  type CampoAfiliado,
  type ClaveSeccion,
  type Faltante,
  type RespuestaAfiliado,
} from '@fondo/contrato';
import type { IdFicha } from '../../api/actualizacion';
import { useFicha, useGuardarFicha, useLimpiarImagen } from '../../api/consultas';
import { aCuerpo, aFormulario, type ValoresFormulario } from './valores';
import { CabeceraFicha } from './cabecera-ficha';
import { conteoPorSeccion, erroresDeCampos, primeraSeccionConFaltantes } from './faltantes';
import { origenDe } from './origen';
import { ALTO_BARRA, PestanasFicha } from './pestanas-ficha';

/** Campos que solo el fondo llena (no están bloqueados por SPEC, pero no los decide el afiliado). */
const SOLO_FONDO: readonly CampoAfiliado[] = ['cuota_afiliacion', 'retiro'];
/** SPEC 5: nombres, apellidos y documento son obligatorios también en un borrador. */
const SIEMPRE_REQUERIDOS = ['nombres', 'apellidos', 'documento'] as const;

/** El id de la ficha: un afiliado siempre la suya ('me'); un superadmin la del número de la ruta. */
function useIdFicha(): IdFicha {
  const { id } = useParams();
  const admin = useSesion((s) => esSuperadmin(s));
  if (admin && id !== undefined && /^\d+$/.test(id)) return Number(id);
  return 'me';
}

export function PaginaActualizacion(): ReactElement {
  useTitulo('Actualización de datos');
  const id = useIdFicha();
  const { data: ficha, isPending, isError } = useFicha(id);
  return (
    <>
      <EncabezadoPagina titulo="Actualización de datos" />
      {isPending ? (
        <Cargando />
      ) : isError || !ficha ? (
        <Aviso type="error" showIcon title="No se pudo cargar la ficha del afiliado" />
      ) : (
        // Se monta de nuevo con otra ficha: los valores iniciales salen de ella
        <FormularioFicha key={String(id)} id={id} ficha={ficha} />
      )}
    </>
  );
}

function FormularioFicha({ id, ficha }: { id: IdFicha; ficha: RespuestaAfiliado }): ReactElement {
  const admin = useSesion((s) => esSuperadmin(s));
  const actualizarUsuario = useSesion((s) => s.actualizarUsuario);
  const { message } = useAppFondo();
  const manejarError = useManejarError();
  const navigate = useNavigate();
  const [parametros] = useSearchParams();
  const origen = origenDe(parametros.get('desde'));
  const [form] = Form.useForm<ValoresFormulario>();
  const [foto, setFoto] = useState<number | null>(ficha.afiliado.foto);
  const [firma, setFirma] = useState<number | null>(ficha.afiliado.firma);
  // tras el primer 'Finalizar y Enviar' fallido, lo que falta se recalcula con cada cambio
  const [intentado, setIntentado] = useState(false);
  const [faltanBorrador, setFaltanBorrador] = useState<string[]>([]);
  const guardar = useGuardarFicha(id);
  const subirFoto = useLimpiarImagen('foto');
  const subirFirma = useLimpiarImagen('firma');
  const arriba = useRef<HTMLDivElement>(null);
  const pestanas = useRef<HTMLDivElement>(null);
  const urlFoto = useImagen(foto);
  const urlFirma = useImagen(firma);

  const a = ficha.afiliado;
  const nueva = id === 0;
  // SPEC 4: el afiliado que ya actualizó ve su ficha de solo lectura, salvo en una ronda de actualización
  // abierta que aún no envió; el superadmin edita siempre
  const ronda = ficha.ronda ?? null;
  const soloLectura = !admin && Boolean(a.ultima_actualizacion) && !ronda;
  // lo escrito, la foto y la firma sobreviven al fin de la sesión (borrador)
  const escrito = useBorrador(soloLectura ? null : `actualizacion:${id}`, form, {
    extra: { foto, firma },
    alRestaurar: (e) => {
      setFoto(e.foto);
      setFirma(e.firma);
    },
  });
  const bloqueado = (c: CampoAfiliado): boolean =>
    !admin &&
    (((CAMPOS_BLOQUEADOS as readonly string[]).includes(c) && !vacio(a[c as keyof typeof a])) ||
      SOLO_FONDO.includes(c));
  // Se llega a la primera pestaña con algo que escribir (no a una de solo lectura)
  const [activa, setActiva] = useState<ClaveSeccion>(
    () =>
      (soloLectura
        ? undefined
        : SECCIONES_ACTUALIZACION.find((s) => s.campos.length === 0 || s.campos.some((c) => !bloqueado(c)))?.clave) ??
      'afiliacion',
  );

  // tras el primer intento, cada cambio (del formulario, la foto o la firma) vuelve a calcular lo que falta
  const [faltan, setFaltan] = useState<Faltante[]>([]);
  const conteo = conteoPorSeccion(faltan);

  /** Lo que falta según la regla del contrato; cada campo que falta, en rojo con su mensaje. */
  function revisar(imagenes: { foto: number | null; firma: number | null } = { foto, firma }): Faltante[] {
    const valores = form.getFieldsValue(true) as ValoresFormulario;
    const cuerpo = aCuerpo(valores, imagenes);
    const falta = faltantesActualizacion(cuerpo.afiliado, valores.familiares, {
      autorizacion: cuerpo.autorizacion_datos,
    });
    setFaltan(falta);
    form.setFields(
      erroresDeCampos(falta, cuerpo.afiliado.vehiculo, MENSAJE_AUTORIZACION_REQUERIDA) as Parameters<
        typeof form.setFields
      >[0],
    );
    return falta;
  }

  function cambiarImagen(tipo: 'foto' | 'firma', id: number | null): void {
    (tipo === 'foto' ? setFoto : setFirma)(id);
    if (intentado) revisar({ foto, firma, [tipo]: id });
  }

  /**
   * Abre la pestaña y sube hasta ella: 'pestana' (Siguiente, Anterior, un enlace del resumen) deja la franja de
   * pestañas bajo la barra y el primer campo a la vista, también en el teléfono; 'ficha' (un envío con faltantes,
   * la confirmación) sube hasta la cabecera, donde está el resumen o la confirmación.
   */
  function irA(seccion: ClaveSeccion | null, hasta: 'pestana' | 'ficha' = 'pestana'): void {
    if (seccion) setActiva(seccion);
    const destino = hasta === 'ficha' ? arriba : pestanas;
    requestAnimationFrame(() => destino.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }));
  }

  async function enviar(borrador: boolean): Promise<void> {
    const valores = form.getFieldsValue(true) as ValoresFormulario;
    const cuerpo = aCuerpo(valores, { foto, firma }, borrador);
    if (borrador) {
      const sin = SIEMPRE_REQUERIDOS.filter((c) => vacio(cuerpo.afiliado[c])).map((c) => ETIQUETAS_AFILIADO[c]);
      setFaltanBorrador(sin);
      if (sin.length > 0) return irA('personales', 'ficha');
    } else {
      const falta = revisar();
      setIntentado(true);
      if (falta.length > 0) return irA(primeraSeccionConFaltantes(falta), 'ficha');
    }
    const resultado = await trasMutacion(guardar.mutateAsync(cuerpo));
    // el diálogo 'Error' de SPEC 8 ya mostró el error del servidor
    if (!resultado.ok) return;
    const r = resultado.valor;
    escrito.borrar();
    void message.success(borrador ? MENSAJE_BORRADOR_GUARDADO : MENSAJE_DATOS_GUARDADOS);
    // la barra (foto y nombre) y la regla de SPEC 5 cambian sin recargar
    if (r.sesion) actualizarUsuario(r.sesion.usuario, r.sesion.actualizacion_datos);
    if (nueva) void navigate(`/actualizacion/${r.afiliado.id_afiliado}`, { replace: true });
    // la confirmación (afiliado) queda arriba
    else if (!borrador) irA(null, 'ficha');
  }

  async function subir(tipo: 'foto' | 'firma', archivo: File): Promise<void> {
    try {
      const r = await (tipo === 'foto' ? subirFoto : subirFirma).mutateAsync(archivo);
      cambiarImagen(tipo, r.id_archivo);
    } catch (e) {
      await manejarError(e);
    }
  }

  const envios = !soloLectura && (
    <>
      {admin && (
        <Button onClick={() => void enviar(true)} loading={guardar.isPending}>
          Guardar borrador
        </Button>
      )}
      <Button type="primary" onClick={() => void enviar(false)} loading={guardar.isPending}>
        Finalizar y Enviar
      </Button>
    </>
  );

  return (
    <Tarjeta>
      <div ref={arriba} style={{ scrollMarginTop: ALTO_BARRA + 8 }} />
      <CabeceraFicha
        id={id}
        afiliado={a}
        admin={admin}
        soloLectura={soloLectura}
        ronda={admin ? null : ronda}
        nueva={nueva}
        origen={origen}
        urlFoto={urlFoto}
        subiendoFoto={subirFoto.isPending}
        faltan={faltan}
        faltanBorrador={faltanBorrador}
        alElegirFoto={(f) => void subir('foto', f)}
        alIr={irA}
      />
      <div ref={pestanas} style={{ scrollMarginTop: ALTO_BARRA }} />
      <Form<ValoresFormulario>
        form={form}
        layout="vertical"
        initialValues={aFormulario(ficha)}
        disabled={soloLectura}
        onValuesChange={() => {
          if (intentado) revisar();
        }}
      >
        <PestanasFicha
          activa={activa}
          alIr={irA}
          conteo={conteo}
          envios={envios}
          bloqueado={bloqueado}
          autorizacion={a.autorizacion_datos}
          faltaAutorizacion={faltan.some((f) => f.tipo === 'autorizacion')}
          firma={{
            firma,
            url: urlFirma,
            falta: faltan.some((f) => f.tipo === 'afiliado' && f.campo === 'firma'),
            subiendo: subirFirma.isPending,
            alElegir: (f) => void subir('firma', f),
            alLimpiar: () => cambiarImagen('firma', null),
          }}
        />
      </Form>
    </Tarjeta>
  );
}
