// Frontera asíncrona: los módulos compartidos se negocian antes de arrancar.
void import('./bootstrap');
