/** Versión del portal (package.json de la shell), definida por webpack. */
declare const __VERSION_PORTAL__: string | undefined;
