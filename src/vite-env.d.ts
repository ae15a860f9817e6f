/// <reference types="vite/client" />

/** True when the embedded mock backend is compiled in (see vite.config.ts). */
declare const __MOCK_API__: boolean;

/** True when the template kit (src/templates, routes /components and /kit) is compiled in. */
declare const __TEMPLATE_KIT__: boolean;

interface ImportMetaEnv {
    readonly VITE_API_URL?: string;
    readonly VITE_MOCK_API?: string;
    readonly VITE_SUPPORT_PHONE?: string;
    readonly VITE_OTP_LENGTH?: string;
    readonly VITE_TEMPLATE_KIT?: string;
}
