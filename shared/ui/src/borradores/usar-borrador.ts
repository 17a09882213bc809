// useBorrador(clave, form): lo escrito en un formulario de antd sobrevive al fin de la sesión.
import type { FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSesion } from '@fondo/runtime';
import { useAppFondo } from '../usar-app';
import { borrarBorrador, guardarBorrador, leerBorrador, nombresEn, recordarNombreDeArchivo } from './almacen';

export const MENSAJE_BORRADOR_RECUPERADO = 'Recuperamos lo que había escrito antes de que terminara su sesión.';
/** Cada cuánto se mira si el formulario cambió (leer y comparar unos KB: nada). */
export const PERIODO_BORRADOR_MS = 1000;

export interface OpcionesBorrador<E> {
  /** Lo que la pantalla lleva fuera del formulario y también se guarda (ids de foto y firma, ...). */
  extra?: E;
  /** Devuelve `extra` a la pantalla al recuperar el borrador. */
  alRestaurar?: (extra: E) => void;
  /** false mientras el formulario aún no está montado (p. ej. cargando sus opciones). */
  listo?: boolean;
}

export interface ControlBorrador {
  /** true si al abrir se recuperó un borrador. */
  restaurado: boolean;
  /** Tras enviar: olvida el borrador (lo que está en pantalla ya no es un borrador). */
  borrar(): void;
}

/** Todos los valores del formulario, también los de campos desmontados (antd los da como any). */
function valoresDe<V>(form: FormInstance<V>): V {
  return form.getFieldsValue(true) as V;
}

/**
 * Guarda en sessionStorage (clave del afiliado de la sesión + `clave`) lo que se escribe en `form` y lo
 * devuelve al formulario cuando se abre de nuevo, también tras volver a iniciar sesión en la pestaña.
 * Solo se guarda lo que cambió respecto de lo que el formulario mostró al abrir. `clave` null: nada.
 */
export function useBorrador<V, E = undefined>(
  clave: string | null,
  form: FormInstance<V>,
  opciones: OpcionesBorrador<E> = {},
): ControlBorrador {
  const idAfiliado = useSesion((s) => (s.access_token ? (s.usuario?.id_afiliado ?? null) : null));
  const { message } = useAppFondo();
  const listo = opciones.listo ?? true;
  const [restaurado, setRestaurado] = useState(false);
  // lo último que se vio guardado (o lo que había al abrir): solo un cambio respecto de esto se guarda
  const base = useRef<string | null>(null);
  const extra = useRef(opciones.extra);
  const alRestaurar = useRef(opciones.alRestaurar);
  const avisos = useRef(message);
  useEffect(() => {
    extra.current = opciones.extra;
    alRestaurar.current = opciones.alRestaurar;
    avisos.current = message;
  });

  useEffect(() => {
    if (!listo || clave === null || idAfiliado === null) return;
    const actual = () => JSON.stringify({ v: valoresDe(form), e: extra.current ?? null });

    const previo = leerBorrador<V, E>(idAfiliado, clave);
    if (previo) {
      for (const [id, nombre] of Object.entries(previo.archivos ?? {})) recordarNombreDeArchivo(Number(id), nombre);
      form.setFieldsValue(previo.valores);
      if (previo.extra !== undefined) alRestaurar.current?.(previo.extra);
      setRestaurado(true);
      void avisos.current.info(MENSAJE_BORRADOR_RECUPERADO);
      base.current = JSON.stringify({ v: valoresDe(form), e: previo.extra ?? null });
    } else {
      base.current = actual();
    }

    const guardarSiCambio = (): void => {
      // sin sesión (se salió o venció) no se guarda nada nuevo
      if (useSesion.getState().usuario?.id_afiliado !== idAfiliado || !useSesion.getState().access_token) return;
      const ahora = actual();
      if (ahora === base.current) return;
      base.current = ahora;
      const valores = valoresDe(form);
      guardarBorrador<V, E>(idAfiliado, clave, {
        guardado: Date.now(),
        valores,
        ...(extra.current === undefined ? {} : { extra: extra.current }),
        archivos: nombresEn([valores, extra.current]),
      });
    };
    const periodo = setInterval(guardarSiCambio, PERIODO_BORRADOR_MS);
    window.addEventListener('pagehide', guardarSiCambio);
    return () => {
      clearInterval(periodo);
      window.removeEventListener('pagehide', guardarSiCambio);
      // al salir de la pantalla (también cuando la sesión vence y se va al logout) se guarda lo último
      guardarSiCambio();
    };
  }, [listo, clave, idAfiliado, form]);

  return {
    restaurado,
    borrar() {
      if (clave === null || idAfiliado === null) return;
      borrarBorrador(idAfiliado, clave);
      base.current = JSON.stringify({ v: valoresDe(form), e: extra.current ?? null });
    },
  };
}
