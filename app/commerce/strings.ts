/**
 * Default strings of the checkout (PURCHASE, PAY, PAYMENT_CONFIRMATION, PAYMENT_AUTHORIZATION,
 * LICENCE_REDIRECT) and of the Subscribe/Buy offers on locked titles, per locale. They are
 * i18next default values: a CMS labels document may override any key. Keys named in the product's
 * error catalogue (invalidTierChange, paymentError, couldntLoadLicences …) keep their names.
 */
import { defineStrings } from "#app/i18n/namespace.ts";

const en = {
  "commerce.title": "Choose your plan",
  "commerce.paymentTitle": "Checkout",
  "commerce.steps": "Checkout steps",
  "commerce.step.account": "Account",
  "commerce.step.plan": "Plan",
  "commerce.step.payment": "Payment",
  "commerce.step.done": "Done",
  "commerce.intro":
    "Every plan unlocks the whole premium library and live events. Cancel any time.",
  "commerce.forTitle": "Plans that include what you were watching are marked.",
  "commerce.includesTitle": "Includes your title",
  "commerce.family.premium": "Marquee Premium",
  "commerce.family.other": "Packages",
  "commerce.perPeriod.P1D": "per day",
  "commerce.perPeriod.P7D": "per week",
  "commerce.perPeriod.P1W": "per week",
  "commerce.perPeriod.P14D": "every 2 weeks",
  "commerce.perPeriod.P1M": "per month",
  "commerce.perPeriod.P2M": "every 2 months",
  "commerce.perPeriod.P3M": "every 3 months",
  "commerce.perPeriod.P6M": "every 6 months",
  "commerce.perPeriod.P1Y": "per year",
  "commerce.perPeriod.P2Y": "every 2 years",
  "commerce.oneOff": "one-off payment",
  "commerce.giftFor": "A gift for {{email}}",
  "commerce.accessUntil": "Access until {{date}}",
  "commerce.trial": "{{days}}-day free trial",
  "commerce.trialUsed": "Free trial already used",
  "commerce.choose": "Choose {{name}}",
  "commerce.active": "You have this plan",
  "commerce.notEligible": "Not available to you",
  "commerce.signInTitle": "Sign in to continue",
  "commerce.signInBody":
    "Sign in or create an account to buy a plan. You will come straight back here.",
  "commerce.signIn": "Sign in",
  "commerce.signUp": "Create an account",
  "commerce.summary": "Order summary",
  "commerce.change": "Change plan",
  "commerce.price": "Price",
  "commerce.discount": "Discount",
  "commerce.total": "Total due today",
  "commerce.taxIncluded": "Includes {{tax}} tax",
  "commerce.thenRecurring": "Then {{price}} {{period}}",
  "commerce.thenDiscounted":
    "Then {{price}} {{period}} for {{count}} more payments, then {{full}}",
  "commerce.trialThen": "Free for {{days}} days, then {{price}} {{period}}",
  "commerce.voucher": "Voucher code",
  "commerce.applyVoucher": "Apply",
  "commerce.removeVoucher": "Remove voucher {{code}}",
  "commerce.voucherApplied": "Voucher {{code}} applied",
  "commerce.voucherRequired": "Enter a voucher code.",
  "commerce.voucherFormat":
    "A voucher code is 2 to 40 letters, digits, - or _.",
  "commerce.payWith": "Pay by card",
  "commerce.cardNumber": "Card number",
  "commerce.expiry": "Expiry (MM/YY)",
  "commerce.cvc": "CVC",
  "commerce.cardHolder": "Name on card",
  "commerce.cardNumberInvalid": "Enter a valid card number.",
  "commerce.expiryInvalid": "Enter the expiry as MM/YY.",
  "commerce.expiryPast": "This card has expired.",
  "commerce.cvcInvalid": "The CVC is 3 or 4 digits.",
  "commerce.cardHolderRequired": "Enter the name on the card.",
  "commerce.sandboxNote":
    "Demo payments: use the test card 4242 4242 4242 4242, any future expiry and any CVC. Nothing is charged.",
  "commerce.secure":
    "Card details go straight to the payment provider. We keep only the brand and last 4 digits.",
  "commerce.pay": "Pay {{amount}}",
  "commerce.startTrial": "Start free trial",
  "commerce.processing": "Processing payment…",
  "commerce.savedCards": "Your saved cards",
  "commerce.payWithSaved": "Pay {{amount}} with {{brand}} ending {{last4}}",
  "commerce.orNewCard": "Or pay with a new card",
  "commerce.zeroTitle": "Nothing to pay today",
  "commerce.zeroBody":
    "Your first payment is covered. Continue to start watching; no card is needed today.",
  "commerce.continue": "Continue",
  "commerce.ackTitle": "No free trial this time",
  "commerce.ackBody":
    "You have had a free trial already, so this plan starts with a payment today.",
  "commerce.ackConfirm": "Continue without a free trial",
  "commerce.billingTitle": "Billing details",
  "commerce.billingBody":
    "We need a few details for the invoice before you pay.",
  "commerce.billingSave": "Save and continue",
  "commerce.billingRequired": "This field is required.",
  "commerce.billing.fullName": "Full name",
  "commerce.billing.name": "Name",
  "commerce.billing.line1": "Address",
  "commerce.billing.line2": "Address line 2",
  "commerce.billing.city": "Town or city",
  "commerce.billing.postalCode": "Postcode",
  "commerce.billing.country": "Country",
  "commerce.billing.administrativeLevel1": "County or region",
  "commerce.billing.taxNumber": "Tax number",
  "commerce.billing.phoneNumber": "Phone number",
  "commerce.authTitle": "Authorise your payment",
  "commerce.authBody":
    "Your bank asks you to confirm this payment of {{amount}} for {{name}}.",
  "commerce.authBodyPlain": "Your bank asks you to confirm this payment.",
  "commerce.authorize": "Authorise payment",
  "commerce.authCancel": "Cancel",
  "commerce.authFailed":
    "The payment was not authorised. Nothing was charged; try again or use another card.",
  "commerce.completeTitle": "You’re all set",
  "commerce.completeBody":
    "Your purchase of {{name}} is confirmed. Enjoy watching.",
  "commerce.completePlain": "Your purchase is confirmed. Enjoy watching.",
  "commerce.startWatching": "Start watching",
  "commerce.browse": "Browse the library",
  "commerce.pendingTitle": "Payment in progress",
  "commerce.pendingBody":
    "We are waiting for the payment provider. This page will show the result; you can reload it in a moment.",
  "commerce.backToCheckout": "Back to checkout",
  "commerce.failedTitle": "Payment not completed",
  "commerce.refusedTitle": "Purchases are not available",
  "commerce.switchProfile": "Switch profile",
  "commerce.noPackages": "There is nothing to buy for this title right now.",
  "commerce.redirecting": "Taking you back…",
  "commerce.subscribe": "Subscribe",
  "commerce.buy": "Buy",
  "commerce.offerNote":
    "Subscribe to watch this and the whole premium library.",
  "commerce.signInToBuy": "Already subscribed? Sign in",
  // the error catalogue
  invalidTierChange:
    "You already have another plan of this family. Change plans from your account.",
  paymentError:
    "The payment could not be made. Check the details and try again.",
  maxPaymentMethodsErrorMessage:
    "You have saved the most cards allowed. Remove one from your account, then try again.",
  captchaFailed: "We could not check that you are a person. Try again.",
  anErrorOccured: "An error occurred. Please try again.",
  failedPayment:
    "The payment failed: there are no payment details. Add a card and try again.",
  couldntLoadLicences:
    "We couldn’t load the plans just now. Reload the page to try again.",
  couldntLoadPaymentProviders:
    "We couldn’t load the ways to pay just now. Reload the page to try again.",
  alreadyActive: "You already have this plan.",
  notEligible: "This plan cannot be bought on your account.",
  paymentInProgress:
    "This payment is still being processed. Wait a moment and reload.",
  "card.cardError": "There is a problem with this card.",
  "card.invalidExpiryMonth": "The expiry month is not valid.",
  "card.invalidExpiryYear": "The expiry year is not valid.",
  "card.invalidExpiry": "The expiry date is not valid.",
  "card.invalidNumber": "The card number is not valid.",
  "card.expired": "This card has expired.",
  "card.invalidCvc": "The security code is not valid.",
  "card.invalidZip": "The postcode is not valid.",
  "card.declined": "Your card was declined.",
  "card.missing": "There is no card to charge.",
  "card.generic": "The card could not be charged.",
};

export type CommerceKey = keyof typeof en;

const es: Record<CommerceKey, string> = {
  "commerce.title": "Elige tu plan",
  "commerce.paymentTitle": "Pago",
  "commerce.steps": "Pasos del pago",
  "commerce.step.account": "Cuenta",
  "commerce.step.plan": "Plan",
  "commerce.step.payment": "Pago",
  "commerce.step.done": "Listo",
  "commerce.intro":
    "Cada plan desbloquea todo el catálogo premium y los eventos en directo. Cancela cuando quieras.",
  "commerce.forTitle":
    "Los planes que incluyen lo que estabas viendo están marcados.",
  "commerce.includesTitle": "Incluye tu título",
  "commerce.family.premium": "Marquee Premium",
  "commerce.family.other": "Paquetes",
  "commerce.perPeriod.P1D": "al día",
  "commerce.perPeriod.P7D": "a la semana",
  "commerce.perPeriod.P1W": "a la semana",
  "commerce.perPeriod.P14D": "cada 2 semanas",
  "commerce.perPeriod.P1M": "al mes",
  "commerce.perPeriod.P2M": "cada 2 meses",
  "commerce.perPeriod.P3M": "cada 3 meses",
  "commerce.perPeriod.P6M": "cada 6 meses",
  "commerce.perPeriod.P1Y": "al año",
  "commerce.perPeriod.P2Y": "cada 2 años",
  "commerce.oneOff": "pago único",
  "commerce.giftFor": "Un regalo para {{email}}",
  "commerce.accessUntil": "Acceso hasta el {{date}}",
  "commerce.trial": "Prueba gratuita de {{days}} días",
  "commerce.trialUsed": "Ya usaste la prueba gratuita",
  "commerce.choose": "Elegir {{name}}",
  "commerce.active": "Ya tienes este plan",
  "commerce.notEligible": "No disponible para ti",
  "commerce.signInTitle": "Inicia sesión para continuar",
  "commerce.signInBody":
    "Inicia sesión o crea una cuenta para comprar un plan. Volverás directamente aquí.",
  "commerce.signIn": "Iniciar sesión",
  "commerce.signUp": "Crear una cuenta",
  "commerce.summary": "Resumen del pedido",
  "commerce.change": "Cambiar de plan",
  "commerce.price": "Precio",
  "commerce.discount": "Descuento",
  "commerce.total": "Total a pagar hoy",
  "commerce.taxIncluded": "Incluye {{tax}} de impuestos",
  "commerce.thenRecurring": "Después {{price}} {{period}}",
  "commerce.thenDiscounted":
    "Después {{price}} {{period}} durante {{count}} pagos más, luego {{full}}",
  "commerce.trialThen":
    "Gratis durante {{days}} días, después {{price}} {{period}}",
  "commerce.voucher": "Código de descuento",
  "commerce.applyVoucher": "Aplicar",
  "commerce.removeVoucher": "Quitar el código {{code}}",
  "commerce.voucherApplied": "Código {{code}} aplicado",
  "commerce.voucherRequired": "Introduce un código de descuento.",
  "commerce.voucherFormat": "Un código tiene de 2 a 40 letras, dígitos, - o _.",
  "commerce.payWith": "Pagar con tarjeta",
  "commerce.cardNumber": "Número de tarjeta",
  "commerce.expiry": "Caducidad (MM/AA)",
  "commerce.cvc": "CVC",
  "commerce.cardHolder": "Nombre en la tarjeta",
  "commerce.cardNumberInvalid": "Introduce un número de tarjeta válido.",
  "commerce.expiryInvalid": "Introduce la caducidad como MM/AA.",
  "commerce.expiryPast": "Esta tarjeta ha caducado.",
  "commerce.cvcInvalid": "El CVC tiene 3 o 4 dígitos.",
  "commerce.cardHolderRequired":
    "Introduce el nombre que figura en la tarjeta.",
  "commerce.sandboxNote":
    "Pagos de demostración: usa la tarjeta de prueba 4242 4242 4242 4242, cualquier caducidad futura y cualquier CVC. No se cobra nada.",
  "commerce.secure":
    "Los datos de la tarjeta van directamente al proveedor de pagos. Solo guardamos la marca y los 4 últimos dígitos.",
  "commerce.pay": "Pagar {{amount}}",
  "commerce.startTrial": "Empezar la prueba gratuita",
  "commerce.processing": "Procesando el pago…",
  "commerce.savedCards": "Tus tarjetas guardadas",
  "commerce.payWithSaved":
    "Pagar {{amount}} con {{brand}} terminada en {{last4}}",
  "commerce.orNewCard": "O paga con una tarjeta nueva",
  "commerce.zeroTitle": "Hoy no hay nada que pagar",
  "commerce.zeroBody":
    "Tu primer pago está cubierto. Continúa para empezar a ver; hoy no hace falta tarjeta.",
  "commerce.continue": "Continuar",
  "commerce.ackTitle": "Esta vez sin prueba gratuita",
  "commerce.ackBody":
    "Ya disfrutaste de una prueba gratuita, así que este plan empieza con un pago hoy.",
  "commerce.ackConfirm": "Continuar sin prueba gratuita",
  "commerce.billingTitle": "Datos de facturación",
  "commerce.billingBody":
    "Necesitamos algunos datos para la factura antes del pago.",
  "commerce.billingSave": "Guardar y continuar",
  "commerce.billingRequired": "Este campo es obligatorio.",
  "commerce.billing.fullName": "Nombre completo",
  "commerce.billing.name": "Nombre",
  "commerce.billing.line1": "Dirección",
  "commerce.billing.line2": "Dirección (línea 2)",
  "commerce.billing.city": "Ciudad",
  "commerce.billing.postalCode": "Código postal",
  "commerce.billing.country": "País",
  "commerce.billing.administrativeLevel1": "Provincia o región",
  "commerce.billing.taxNumber": "Número fiscal",
  "commerce.billing.phoneNumber": "Teléfono",
  "commerce.authTitle": "Autoriza tu pago",
  "commerce.authBody":
    "Tu banco te pide que confirmes este pago de {{amount}} por {{name}}.",
  "commerce.authBodyPlain": "Tu banco te pide que confirmes este pago.",
  "commerce.authorize": "Autorizar el pago",
  "commerce.authCancel": "Cancelar",
  "commerce.authFailed":
    "El pago no se autorizó. No se ha cobrado nada; inténtalo de nuevo o usa otra tarjeta.",
  "commerce.completeTitle": "Todo listo",
  "commerce.completeBody": "Tu compra de {{name}} está confirmada. Disfruta.",
  "commerce.completePlain": "Tu compra está confirmada. Disfruta.",
  "commerce.startWatching": "Empezar a ver",
  "commerce.browse": "Explorar el catálogo",
  "commerce.pendingTitle": "Pago en curso",
  "commerce.pendingBody":
    "Esperamos al proveedor de pagos. Esta página mostrará el resultado; puedes recargarla en un momento.",
  "commerce.backToCheckout": "Volver al pago",
  "commerce.failedTitle": "El pago no se completó",
  "commerce.refusedTitle": "Las compras no están disponibles",
  "commerce.switchProfile": "Cambiar de perfil",
  "commerce.noPackages":
    "Ahora mismo no hay nada que comprar para este título.",
  "commerce.redirecting": "Volviendo…",
  "commerce.subscribe": "Suscribirse",
  "commerce.buy": "Comprar",
  "commerce.offerNote": "Suscríbete para ver esto y todo el catálogo premium.",
  "commerce.signInToBuy": "¿Ya tienes suscripción? Inicia sesión",
  invalidTierChange:
    "Ya tienes otro plan de esta familia. Cambia de plan desde tu cuenta.",
  paymentError:
    "No se pudo hacer el pago. Revisa los datos e inténtalo de nuevo.",
  maxPaymentMethodsErrorMessage:
    "Has guardado el máximo de tarjetas permitido. Quita una desde tu cuenta e inténtalo de nuevo.",
  captchaFailed:
    "No pudimos comprobar que eres una persona. Inténtalo de nuevo.",
  anErrorOccured: "Se produjo un error. Inténtalo de nuevo.",
  failedPayment:
    "El pago falló: no hay datos de pago. Añade una tarjeta e inténtalo de nuevo.",
  couldntLoadLicences:
    "Ahora mismo no pudimos cargar los planes. Recarga la página para intentarlo de nuevo.",
  couldntLoadPaymentProviders:
    "Ahora mismo no pudimos cargar las formas de pago. Recarga la página para intentarlo de nuevo.",
  alreadyActive: "Ya tienes este plan.",
  notEligible: "Este plan no se puede comprar con tu cuenta.",
  paymentInProgress:
    "Este pago todavía se está procesando. Espera un momento y recarga.",
  "card.cardError": "Hay un problema con esta tarjeta.",
  "card.invalidExpiryMonth": "El mes de caducidad no es válido.",
  "card.invalidExpiryYear": "El año de caducidad no es válido.",
  "card.invalidExpiry": "La fecha de caducidad no es válida.",
  "card.invalidNumber": "El número de tarjeta no es válido.",
  "card.expired": "Esta tarjeta ha caducado.",
  "card.invalidCvc": "El código de seguridad no es válido.",
  "card.invalidZip": "El código postal no es válido.",
  "card.declined": "Tu tarjeta fue rechazada.",
  "card.missing": "No hay ninguna tarjeta para cobrar.",
  "card.generic": "No se pudo cobrar la tarjeta.",
};

const pt: Record<CommerceKey, string> = {
  "commerce.title": "Escolha o seu plano",
  "commerce.paymentTitle": "Pagamento",
  "commerce.steps": "Passos do pagamento",
  "commerce.step.account": "Conta",
  "commerce.step.plan": "Plano",
  "commerce.step.payment": "Pagamento",
  "commerce.step.done": "Concluído",
  "commerce.intro":
    "Cada plano desbloqueia todo o catálogo premium e os eventos ao vivo. Cancele quando quiser.",
  "commerce.forTitle":
    "Os planos que incluem o que estava a ver estão assinalados.",
  "commerce.includesTitle": "Inclui o seu título",
  "commerce.family.premium": "Marquee Premium",
  "commerce.family.other": "Pacotes",
  "commerce.perPeriod.P1D": "por dia",
  "commerce.perPeriod.P7D": "por semana",
  "commerce.perPeriod.P1W": "por semana",
  "commerce.perPeriod.P14D": "a cada 2 semanas",
  "commerce.perPeriod.P1M": "por mês",
  "commerce.perPeriod.P2M": "a cada 2 meses",
  "commerce.perPeriod.P3M": "a cada 3 meses",
  "commerce.perPeriod.P6M": "a cada 6 meses",
  "commerce.perPeriod.P1Y": "por ano",
  "commerce.perPeriod.P2Y": "a cada 2 anos",
  "commerce.oneOff": "pagamento único",
  "commerce.giftFor": "Um presente para {{email}}",
  "commerce.accessUntil": "Acesso até {{date}}",
  "commerce.trial": "Teste gratuito de {{days}} dias",
  "commerce.trialUsed": "Teste gratuito já utilizado",
  "commerce.choose": "Escolher {{name}}",
  "commerce.active": "Já tem este plano",
  "commerce.notEligible": "Não disponível para si",
  "commerce.signInTitle": "Entre para continuar",
  "commerce.signInBody":
    "Entre ou crie uma conta para comprar um plano. Voltará diretamente para aqui.",
  "commerce.signIn": "Entrar",
  "commerce.signUp": "Criar uma conta",
  "commerce.summary": "Resumo da encomenda",
  "commerce.change": "Mudar de plano",
  "commerce.price": "Preço",
  "commerce.discount": "Desconto",
  "commerce.total": "Total a pagar hoje",
  "commerce.taxIncluded": "Inclui {{tax}} de impostos",
  "commerce.thenRecurring": "Depois {{price}} {{period}}",
  "commerce.thenDiscounted":
    "Depois {{price}} {{period}} durante mais {{count}} pagamentos, depois {{full}}",
  "commerce.trialThen":
    "Grátis durante {{days}} dias, depois {{price}} {{period}}",
  "commerce.voucher": "Código de desconto",
  "commerce.applyVoucher": "Aplicar",
  "commerce.removeVoucher": "Remover o código {{code}}",
  "commerce.voucherApplied": "Código {{code}} aplicado",
  "commerce.voucherRequired": "Indique um código de desconto.",
  "commerce.voucherFormat": "Um código tem de 2 a 40 letras, dígitos, - ou _.",
  "commerce.payWith": "Pagar com cartão",
  "commerce.cardNumber": "Número do cartão",
  "commerce.expiry": "Validade (MM/AA)",
  "commerce.cvc": "CVC",
  "commerce.cardHolder": "Nome no cartão",
  "commerce.cardNumberInvalid": "Indique um número de cartão válido.",
  "commerce.expiryInvalid": "Indique a validade como MM/AA.",
  "commerce.expiryPast": "Este cartão expirou.",
  "commerce.cvcInvalid": "O CVC tem 3 ou 4 dígitos.",
  "commerce.cardHolderRequired": "Indique o nome que consta do cartão.",
  "commerce.sandboxNote":
    "Pagamentos de demonstração: use o cartão de teste 4242 4242 4242 4242, qualquer validade futura e qualquer CVC. Nada é cobrado.",
  "commerce.secure":
    "Os dados do cartão vão diretamente para o fornecedor de pagamentos. Guardamos apenas a marca e os 4 últimos dígitos.",
  "commerce.pay": "Pagar {{amount}}",
  "commerce.startTrial": "Começar o teste gratuito",
  "commerce.processing": "A processar o pagamento…",
  "commerce.savedCards": "Os seus cartões guardados",
  "commerce.payWithSaved":
    "Pagar {{amount}} com {{brand}} terminado em {{last4}}",
  "commerce.orNewCard": "Ou pague com um cartão novo",
  "commerce.zeroTitle": "Nada a pagar hoje",
  "commerce.zeroBody":
    "O seu primeiro pagamento está coberto. Continue para começar a ver; hoje não é preciso cartão.",
  "commerce.continue": "Continuar",
  "commerce.ackTitle": "Desta vez sem teste gratuito",
  "commerce.ackBody":
    "Já teve um teste gratuito, por isso este plano começa com um pagamento hoje.",
  "commerce.ackConfirm": "Continuar sem teste gratuito",
  "commerce.billingTitle": "Dados de faturação",
  "commerce.billingBody":
    "Precisamos de alguns dados para a fatura antes do pagamento.",
  "commerce.billingSave": "Guardar e continuar",
  "commerce.billingRequired": "Este campo é obrigatório.",
  "commerce.billing.fullName": "Nome completo",
  "commerce.billing.name": "Nome",
  "commerce.billing.line1": "Morada",
  "commerce.billing.line2": "Morada (linha 2)",
  "commerce.billing.city": "Localidade",
  "commerce.billing.postalCode": "Código postal",
  "commerce.billing.country": "País",
  "commerce.billing.administrativeLevel1": "Distrito ou região",
  "commerce.billing.taxNumber": "Número de contribuinte",
  "commerce.billing.phoneNumber": "Telefone",
  "commerce.authTitle": "Autorize o seu pagamento",
  "commerce.authBody":
    "O seu banco pede-lhe que confirme este pagamento de {{amount}} por {{name}}.",
  "commerce.authBodyPlain": "O seu banco pede-lhe que confirme este pagamento.",
  "commerce.authorize": "Autorizar o pagamento",
  "commerce.authCancel": "Cancelar",
  "commerce.authFailed":
    "O pagamento não foi autorizado. Nada foi cobrado; tente de novo ou use outro cartão.",
  "commerce.completeTitle": "Está tudo pronto",
  "commerce.completeBody":
    "A sua compra de {{name}} está confirmada. Boas sessões.",
  "commerce.completePlain": "A sua compra está confirmada. Boas sessões.",
  "commerce.startWatching": "Começar a ver",
  "commerce.browse": "Explorar o catálogo",
  "commerce.pendingTitle": "Pagamento em curso",
  "commerce.pendingBody":
    "Estamos à espera do fornecedor de pagamentos. Esta página mostrará o resultado; pode recarregá-la daqui a pouco.",
  "commerce.backToCheckout": "Voltar ao pagamento",
  "commerce.failedTitle": "O pagamento não foi concluído",
  "commerce.refusedTitle": "As compras não estão disponíveis",
  "commerce.switchProfile": "Mudar de perfil",
  "commerce.noPackages":
    "De momento não há nada para comprar para este título.",
  "commerce.redirecting": "A voltar…",
  "commerce.subscribe": "Assinar",
  "commerce.buy": "Comprar",
  "commerce.offerNote": "Assine para ver isto e todo o catálogo premium.",
  "commerce.signInToBuy": "Já é assinante? Entre",
  invalidTierChange:
    "Já tem outro plano desta família. Mude de plano na sua conta.",
  paymentError:
    "Não foi possível fazer o pagamento. Verifique os dados e tente de novo.",
  maxPaymentMethodsErrorMessage:
    "Já guardou o máximo de cartões permitido. Remova um na sua conta e tente de novo.",
  captchaFailed: "Não foi possível verificar que é uma pessoa. Tente de novo.",
  anErrorOccured: "Ocorreu um erro. Tente de novo.",
  failedPayment:
    "O pagamento falhou: não há dados de pagamento. Adicione um cartão e tente de novo.",
  couldntLoadLicences:
    "De momento não foi possível carregar os planos. Recarregue a página para tentar de novo.",
  couldntLoadPaymentProviders:
    "De momento não foi possível carregar as formas de pagamento. Recarregue a página para tentar de novo.",
  alreadyActive: "Já tem este plano.",
  notEligible: "Este plano não pode ser comprado na sua conta.",
  paymentInProgress:
    "Este pagamento ainda está a ser processado. Aguarde um momento e recarregue.",
  "card.cardError": "Há um problema com este cartão.",
  "card.invalidExpiryMonth": "O mês de validade não é válido.",
  "card.invalidExpiryYear": "O ano de validade não é válido.",
  "card.invalidExpiry": "A data de validade não é válida.",
  "card.invalidNumber": "O número do cartão não é válido.",
  "card.expired": "Este cartão expirou.",
  "card.invalidCvc": "O código de segurança não é válido.",
  "card.invalidZip": "O código postal não é válido.",
  "card.declined": "O seu cartão foi recusado.",
  "card.missing": "Não há nenhum cartão para cobrar.",
  "card.generic": "Não foi possível cobrar o cartão.",
};

/** The checkout's namespace: look strings up with `useT(commerceStrings)` and `t("commerce:…")`. */
export const commerceStrings = defineStrings("commerce", en, es, pt);

/** Keys that travel as data (a problem's message) and that the sign-in strings hold, not this namespace. */
export type SignInKey = "kidPurchasePermissionDenied" | "signupGeoRestriction" | "vpnErrorMessage";
export type ProblemKey = CommerceKey | SignInKey;

export const isCommerceKey = (key: string): key is CommerceKey => key in en;

/** The "ns:key" of a key that travels as data: the checkout's own, else the sign-in namespace's. */
export function problemLookup(key: ProblemKey): `commerce:${CommerceKey}` | `auth:${SignInKey}` {
  return isCommerceKey(key) ? `commerce:${key}` : `auth:${key}`;
}
