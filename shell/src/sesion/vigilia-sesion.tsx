// Vigilia de la sesión: escribir, elegir o tocar cuenta como actividad y renueva la sesión
// (a lo sumo cada 5 min, ver @fondo/runtime); 2 minutos antes de que venza, el aviso 'Su sesión está
// por terminar'; si vence, /logout como con 'Token expirado' (los borradores quedan).
import { Suspense, useEffect, useState, type ReactElement } from 'react';
import { islaAntd } from '../app/isla-antd';
import { AVISO_ANTES_MS, crearRenovador, renovarSesion, useNavigate, useSesion, useVigencia } from '@fondo/runtime';
import { useRutaActual } from './ruta-actual';
import { CLASE_AVISO, irAlLogoutPorVencimiento } from './vencimiento';

// El diálogo (Modal de antd) solo se descarga si hace falta.
const AvisoVencimiento = islaAntd(() => import('./aviso-vencimiento'));

/**
 * Eventos que cuentan como trabajo de la persona. 'change' no: también llega cuando el aviso toma el foco
 * de un campo editado (blur), y eso renovaría la sesión sin que nadie esté frente a la pantalla.
 */
export const EVENTOS_ACTIVIDAD = ['input', 'keydown', 'pointerdown'] as const;

export function VigiliaSesion(): ReactElement | null {
  const navigate = useNavigate();
  const ruta = useRutaActual();
  const vence = useVigencia((s) => s.vence);
  const [ahora, setAhora] = useState(() => Date.now());
  const [renovando, setRenovando] = useState(false);

  useEffect(() => {
    const renovador = crearRenovador({
      renovar: renovarSesion,
      conSesion: () => Boolean(useSesion.getState().access_token),
      ultimaRenovacion: () => useVigencia.getState().renovada,
    });
    const alActuar = (e: Event): void => {
      if (e.target instanceof Element && e.target.closest(`.${CLASE_AVISO}`)) return;
      renovador.actividad();
    };
    for (const e of EVENTOS_ACTIVIDAD) document.addEventListener(e, alActuar, { capture: true, passive: true });
    return () => {
      renovador.detener();
      for (const e of EVENTOS_ACTIVIDAD) document.removeEventListener(e, alActuar, { capture: true });
    };
  }, []);

  // El reloj del aviso: cada segundo (también al volver de una pestaña en segundo plano).
  useEffect(() => {
    if (vence === null) return;
    setAhora(Date.now());
    const t = setInterval(() => setAhora(Date.now()), 1000);
    return () => clearInterval(t);
  }, [vence]);

  const restante = vence === null ? null : vence - ahora;
  const vencida = restante !== null && restante <= 0;
  useEffect(() => {
    if (vencida) irAlLogoutPorVencimiento(navigate, ruta.current);
  }, [vencida, navigate, ruta]);

  if (restante === null || vencida || restante > AVISO_ANTES_MS) return null;
  return (
    <Suspense fallback={null}>
      <AvisoVencimiento
        restanteMs={restante}
        renovando={renovando}
        seguir={() => {
          setRenovando(true);
          // un 'Token expirado' aquí lleva al logout por el cliente de la API; otro error: el diálogo 'Error'
          void renovarSesion()
            .catch(() => undefined)
            .finally(() => setRenovando(false));
        }}
        salir={() => void navigate('/logout')}
      />
    </Suspense>
  );
}
