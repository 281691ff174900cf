/**
 * Server-side messages. The envelope's `message` is shown verbatim by the client, so the façade
 * sets it only where SPEC.md says the server's text is shown (failed SMS requests); everything
 * else carries just an errorCode for the client to translate.
 */
import type { LocalizedText } from '../seed/text.js';
import { ERROR, PlatformError, type RouteContext } from './http.js';

const SMS_MESSAGES: Record<string, LocalizedText> = {
  [ERROR.phoneRequired]: { es: 'Falta el número de teléfono', en: 'Phone number is missing' },
  [ERROR.phoneInvalid]: { es: 'Formato de número de teléfono no válido', en: 'Invalid phone number format' },
  [ERROR.tooManyRequests]: { es: 'Demasiadas solicitudes, inténtelo de nuevo después de 5 minutos', en: 'Too many requests, try again after 5 minutes' },
  [ERROR.mobileNotFound]: { es: 'Este número de teléfono no está registrado', en: 'This mobile number is not registered' },
  [ERROR.mobileExists]: { es: 'Este número de teléfono ya está registrado', en: 'This mobile number is already registered' },
  [ERROR.captchaInvalid]: { es: 'Verificación de captcha fallida', en: 'Captcha check failed' },
  [ERROR.functionNotAvailable]: { es: 'Función no disponible', en: 'Function not available' },
};

/** A failed SMS request, with the server message the client's warning dialog shows. */
export function smsError(context: RouteContext, errorCode: string): PlatformError {
  return new PlatformError(errorCode, { message: SMS_MESSAGES[errorCode]?.[context.language] ?? null });
}
