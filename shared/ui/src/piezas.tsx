// Piezas del paquete inicial (Cargando va en toda página): lo que trae más antd vive en otros
// archivos (webpack reparte por módulo, no por export: Typography aquí iría a /login).
import { Flex, Spin } from 'antd';
import { useEffect, type ReactElement } from 'react';

/** Indicador de carga centrado. */
export function Cargando(): ReactElement {
  return (
    <Flex justify="center" align="center" style={{ padding: 48 }} role="status" aria-label="Cargando">
      <Spin size="large" />
    </Flex>
  );
}

/** Título de la pestaña del navegador: `${titulo} · Fondo`. */
export function useTitulo(titulo: string): void {
  useEffect(() => {
    document.title = `${titulo} · Fondo`;
  }, [titulo]);
}
