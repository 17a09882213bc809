import { App } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { mostrarDialogo } from '../ui/dialogos';
import { TOKEN_EXPIRADO, textoDeError } from './cliente';

/** SPEC 8: diálogo 'Error' con el texto del servidor; 'Token expirado' lleva a /logout. */
export function useManejarError(): (e: unknown) => Promise<void> {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  return useCallback(
    async (e: unknown) => {
      const texto = await textoDeError(e);
      if (texto === TOKEN_EXPIRADO) {
        navigate('/logout');
        return;
      }
      mostrarDialogo(modal, { tipo: 'error', titulo: 'Error', contenido: texto });
    },
    [modal, navigate],
  );
}
