/** The spec's camera and GPS permission screen. */
export const CAMERA_AND_GPS_PATH = '/cameraAndGps';
