/* Generated from schemas/*.schema.json by scripts/gen-schema-types.ts. Do not edit: run `npm run schemas:gen`. Documents as stored and validated: a localised text may hold a value per locale. */

/**
 * Text written once for every language (a plain string) or per language (an object of locale to text: at least one locale, no empty value). Readers show the viewer's language, else the realm's default language, else English, else any value given.
 */
export type LocalizedText = string | { en?: string; es?: string; pt?: string };

/**
 * Hero banner: the large picture, title and buttons that open a page.
 */

export interface HeroBlock {
  type: "hero";
  /**
   * A stable CMS identifier: lowercase letters, digits, hyphens and underscores.
   */
  id: string;
  title?: LocalizedText;
  titleImage?: string;
  tagline?: LocalizedText;
  description?: LocalizedText;
  channelLogo?: string;
  primaryButton?: Cta;
  secondaryButton?: Cta;
  background?: {
    imageUrl: string;
    portraitImageUrl?: string;
    gradients?: Gradients;
    animatedBackground?: {
      entityId: string;
      entityType: "VOD" | "LIVE";
      isPreviewAudioOn?: boolean;
      /**
       * A same-origin path (starting with / but not // or /\, which browsers read as another host) or an https URL.
       */
      previewUrl?: string;
    };
  };
  alignmentHorizontal?: "left" | "center" | "right";
  alignmentVertical?: "top" | "center" | "bottom";
  textAlignment?: "left" | "center" | "right";
  /**
   * Which parts of the hero are shown.
   */
  heroComponentsDisplay?: {
    title?: boolean;
    tagline?: boolean;
    description?: boolean;
    channelLogo?: boolean;
    buttons?: boolean;
  };
}

export interface Cta {
  ctaText: LocalizedText;
  /**
   * A same-origin path (starting with / but not // or /\, which browsers read as another host) or an https URL.
   */
  link: string;
}

export interface Gradients {
  top?: boolean;
  bottom?: boolean;
  left?: boolean;
  right?: boolean;
}

/**
 * A carousel row of catalogue content. Its content comes from the platform's bucket `bucketId`.
 */

export interface BucketBlock {
  type: "bucket";
  /**
   * A stable CMS identifier: lowercase letters, digits, hyphens and underscores.
   */
  id: string;
  /**
   * A stable CMS identifier: lowercase letters, digits, hyphens and underscores.
   */
  bucketId: string;
  rowTypeData: RowTypeData;
}

export interface RowTypeData {
  title?: LocalizedText;
  description?: LocalizedText;
  rowType: "basic" | "featured" | "inline";
  rowCount?: 1 | 2;
  displayPosters?: boolean;
  playlistImageType?: "title" | "poster";
  primaryCta?: Cta;
  secondaryCta?: Cta;
  textAlignment?: "left" | "center" | "right";
  background?: {
    image?: string;
    color?: string;
    gradients?: Gradients;
  };
  metadataDisplayMode?: "regular" | "stacked";
  hideMetadata?: boolean;
}

/**
 * Embeds a plugin document (an iframe or a link out to an external page) inside a composed page.
 */

export interface PluginBlock {
  type: "plugin";
  /**
   * A stable CMS identifier: lowercase letters, digits, hyphens and underscores.
   */
  id: string;
  /**
   * A stable CMS identifier: lowercase letters, digits, hyphens and underscores.
   */
  pluginId: string;
  title?: LocalizedText;
  height?: number;
}

export type ButtonAction =
  | "favourites"
  | "share"
  | "restart"
  | "play"
  | "filter"
  | "sort"
  | "watchlist"
  | "trailer"
  | "signIn"
  | "search"
  | "reviewSubmit"
  | "download";

/**
 * Composed buttons: actions on one catalogue item. Hidden when: sharing is off in realm settings (share), watchlists are off (watchlist), the action is download, or a trailer is neither GRANTED nor GRANTED_ON_SIGN_IN.
 */

export interface ButtonsBlock {
  type: "buttons";
  /**
   * A stable CMS identifier: lowercase letters, digits, hyphens and underscores.
   */
  id: string;
  /**
   * Catalogue item the buttons act on (play, favourite, trailer, watchlist).
   */
  contentId?: string;
  /**
   * @minItems 1
   * @maxItems 8
   */
  buttons: ComposedButton[];
}

export interface ComposedButton {
  action: ButtonAction;
  label?: LocalizedText;
  /**
   * A same-origin path (starting with / but not // or /\, which browsers read as another host) or an https URL.
   */
  link?: string;
  variant?: "primary" | "secondary" | "icon";
  trailerAccessLevel?: "GRANTED" | "DENIED" | "GRANTED_ON_SIGN_IN" | "GEOBLOCKED";
}

/**
 * A carousel row of what the signed-in viewer started and has not finished (between 5 % and 95 % watched), the latest watched first. Its content comes from the viewer's watch history, not from a bucket; guests never see it.
 */

export interface ContinueWatchingBlock {
  type: "continueWatching";
  /**
   * A stable CMS identifier: lowercase letters, digits, hyphens and underscores.
   */
  id: string;
  title?: LocalizedText;
  /**
   * How many titles the row shows at most.
   */
  maxItems?: number;
}

export type MenuItem = {
  /**
   * A stable CMS identifier: lowercase letters, digits, hyphens and underscores.
   */
  id: string;
  title: LocalizedText;
  /**
   * Label key that overrides title per locale.
   */
  titleKey?: string;
  type: "PAGE" | "SECTION" | "PLUGIN" | "EXTERNAL_PAGE" | "VIEW" | "URL";
  layout?: "default" | "button";
  data: {
    /**
     * Route key for VIEW items (HOME, BROWSE, EPG, LIVE_EVENTS ...).
     */
    view?: string;
    /**
     * A stable CMS identifier: lowercase letters, digits, hyphens and underscores.
     */
    id?: string;
    /**
     * A same-origin path (starting with / but not // or /\, which browsers read as another host) or an https URL.
     */
    url?: string;
  };
  style?: {
    featured?: boolean;
  };
};

/**
 * A navigation menu (kind `menu`) for one target platform and top-bar layout. The realm settings choose the layout; the app reads the menu for that layout and platform.
 */

export interface MenuDocument {
  /**
   * A stable CMS identifier: lowercase letters, digits, hyphens and underscores.
   */
  id: string;
  platform: "web" | "mobile-web";
  layout: "TOP" | "TOP_LEFT" | "HAMBURGER" | "SIDEBAR";
  /**
   * How many items show in the bar before the rest move to the More menu.
   */
  primaryCount?: number;
  /**
   * @maxItems 40
   */
  items: MenuItem[];
}

/**
 * Any block of a composed page, chosen by its `type`.
 */

export type Block = HeroBlock | BucketBlock | PluginBlock | ButtonsBlock | ContinueWatchingBlock;

/**
 * A composed page (kind `page`): a hero and rows, rendered by the block registry. HOME and BROWSE are pages with the ids `home` and `browse`.
 */

export interface PageDocument {
  /**
   * A stable CMS identifier: lowercase letters, digits, hyphens and underscores.
   */
  id: string;
  title: LocalizedText;
  description?: LocalizedText;
  /**
   * signedIn pages send guests to sign in (the member page).
   */
  access?: "public" | "signedIn";
  /**
   * @maxItems 60
   */
  blocks: Block[];
}
/**
 * Hero banner: the large picture, title and buttons that open a page.
 */

/**
 * Any block of a composed page, chosen by its `type`.
 */

export interface SectionDocument {
  /**
   * A stable CMS identifier: lowercase letters, digits, hyphens and underscores.
   */
  id: string;
  title: LocalizedText;
  description?: LocalizedText;
  /**
   * @maxItems 60
   */
  blocks: Block[];
}
/**
 * Hero banner: the large picture, title and buttons that open a page.
 */

/**
 * A plugin (kind `plugin`): an embedded iframe, or an external page the viewer is sent to. Shown at /plugin/{id}, /externalpage/{id} and /mobile-external?pageId={id}.
 */

export interface PluginDocument {
  /**
   * A stable CMS identifier: lowercase letters, digits, hyphens and underscores.
   */
  id: string;
  title: LocalizedText;
  description?: LocalizedText;
  mode: "iframe" | "external";
  /**
   * A same-origin path (starting with / but not // or /\, which browsers read as another host) or an https URL.
   */
  url: string;
  height?: number;
  /**
   * The frame's sandbox tokens. Left out: scripts, forms, popups and presentation, plus allow-same-origin for a page of another origin. A same-origin page never gets allow-same-origin, even when asked for here.
   */
  sandbox?: string;
}

/**
 * Per-locale label overrides (kind `labels`, id = locale). Strings may use {{placeholder}} substitution.
 */

export interface LabelsDocument {
  id: "en" | "es" | "pt";
  locale: "en" | "es" | "pt";
  strings: {
    /**
     * The label's text: never empty or spaces only (a key left out keeps the code's own string).
     */
    [k: string]: string | undefined;
  };
}

/**
 * Realm settings (kind `settings`, id `realm`): layout, feature flags, sign-in, territories and theme.
 */

export interface SettingsDocument {
  id: "realm";
  realmName: string;
  logoUrl?: string;
  navLayout: "TOP" | "TOP_LEFT" | "HAMBURGER" | "SIDEBAR";
  defaultPage?: "HOME" | "BROWSE";
  /**
   * @minItems 1
   */
  locales?: ("en" | "es" | "pt")[];
  /**
   * The language shown where a localised CMS text has no value for the viewer's language.
   */
  defaultLocale?: "en" | "es" | "pt";
  features: {
    sharing?: boolean;
    watchlists?: boolean;
    enhancedMetadata?: boolean;
    seriesInterstitial?: boolean;
    epgPlayback?: boolean;
    selfRegistration?: boolean;
    languageSelector?: boolean;
    /**
     * Profile choice: after a sign-in that returns to `from`, an account with more than one profile is asked "Who's watching?" (the target gets chooseProfile=1; never on the TV login route).
     */
    chooseProfileAfterSignIn?: boolean;
  };
  epgPlaybackStatus?: "START_FROM_BEGINNING" | "LIVE";
  signInProviders?: string[];
  territories?: {
    allowed?: string[];
  };
  /**
   * Terms shown at sign-up. Agreement needs every required BINARY_CHOICE checked; INFORMATION_TEXT is only shown.
   *
   * @maxItems 20
   */
  consentTerms?: {
    fieldName: string;
    fieldType: "INFORMATION_TEXT" | "BINARY_CHOICE";
    /**
     * A label key or text (may hold a link in markdown style).
     */
    label?: string;
    text?: string;
    required?: boolean;
    /**
     * A BINARY_CHOICE starts checked only when this is the string "true".
     */
    defaultValue?: string;
    data?: {
      default?: string;
    };
  }[];
  /**
   * The realm's own rules on address fields, on top of each country's postal format: a BLACKLIST rule makes the field required when the address's country is not in `countries`, a WHITELIST rule when it is (and not otherwise).
   *
   * @maxItems 3
   */
  addressFieldRules?: {
    fieldName: "city" | "administrativeLevel1" | "postalCode";
    restriction: "BLACKLIST" | "WHITELIST";
    /**
     * @maxItems 300
     */
    countries: string[];
  }[];
  partnerOrigins?: string[];
  theme?: {
    accent?: string;
    background?: string;
    surface?: string;
    text?: string;
  };
}
