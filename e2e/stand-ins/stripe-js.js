/*
 * A stand-in of Stripe.js (https://js.stripe.com/<release>/stripe.js) for the Stripe journey,
 * served in its place by e2e/tests/stripe.ts. It stands in for the part of Stripe.js's documented
 * API the shop's card form uses through @stripe/react-stripe-js (https://docs.stripe.com/js):
 *
 * - `Stripe(publishableKey)`, with `version` (the release in the script's URL);
 * - `stripe.elements()`, `elements.create('card')`, `elements.getElement('card')` (or of
 *   react-stripe-js's `CardElement`), `elements.update()`;
 * - the card Element: `mount`, `on`/`off`/`once` (`ready`, `change`), `update`, `focus`, `blur`,
 *   `clear`, `unmount`, `destroy`. Stripe's is an iframe with one field each for the number, the
 *   expiry and the CVC; this one puts the same three fields, with Stripe's labels, into the page;
 * - `stripe.confirmCardPayment(clientSecret, { payment_method: { card, billing_details } })`:
 *   `POST https://api.stripe.com/v1/payment_intents/{id}/confirm` with the publishable key and the
 *   client secret, as Stripe.js sends it; it answers `{ paymentIntent }` or `{ error }` and never
 *   rejects. (Stripe.js sends a tokenised card; the stand-in sends the test card's number.)
 *
 * `createToken`, `createPaymentMethod` and `registerAppInfo` exist because react-stripe-js checks
 * for them; the shop never calls the first two, which reject here.
 */
/* global document, window -- it runs in the shop's page */
(() => {
  const API = 'https://api.stripe.com';
  const script = document.currentScript;
  const release =
    /^https:\/\/js\.stripe\.com\/([a-z0-9]+)\//.exec(script ? script.src : '')?.[1] ?? 'v3';

  // Stripe's card Element's fields: their names, labels and, in the row, widths.
  const FIELDS = [
    {
      name: 'cardnumber',
      label: 'Credit or debit card number',
      placeholder: 'Card number',
      autocomplete: 'cc-number',
      flex: '1 1 10em',
    },
    {
      name: 'exp-date',
      label: 'Credit or debit card expiration date',
      placeholder: 'MM / YY',
      autocomplete: 'cc-exp',
      flex: '0 0 4.5em',
    },
    {
      name: 'cvc',
      label: 'Credit or debit card CVC/CVV',
      placeholder: 'CVC',
      autocomplete: 'cc-csc',
      flex: '0 0 2.75em',
    },
  ];

  function createCardElement() {
    const listeners = new Map();
    let root = null;
    let inputs = {};
    let ready = false;
    const emit = (event, payload) => {
      for (const handler of listeners.get(event) ?? []) handler(payload);
    };
    const values = () => ({
      number: (inputs.cardnumber?.value ?? '').replace(/\D/g, ''),
      expiry: (inputs['exp-date']?.value ?? '').replace(/\s/g, ''),
      cvc: (inputs.cvc?.value ?? '').trim(),
    });
    const changed = () => {
      const { number, expiry, cvc } = values();
      emit('change', {
        elementType: 'card',
        empty: !number && !expiry && !cvc,
        complete: number.length >= 12 && /^\d\d\/\d\d$/.test(expiry) && cvc.length >= 3,
        error: undefined,
        brand: number.startsWith('4') ? 'visa' : number.startsWith('5') ? 'mastercard' : 'unknown',
      });
    };
    const element = {
      mount(target) {
        const host = typeof target === 'string' ? document.querySelector(target) : target;
        root = document.createElement('div');
        root.className = 'StripeElement stand-in-card';
        root.style.display = 'flex';
        root.style.gap = '0.5rem';
        inputs = {};
        for (const field of FIELDS) {
          const input = document.createElement('input');
          input.name = field.name;
          input.setAttribute('aria-label', field.label);
          input.placeholder = field.placeholder;
          input.autocomplete = field.autocomplete;
          input.inputMode = 'numeric';
          input.style.cssText = `border:0;padding:0;font:inherit;font-size:16px;min-width:0;width:0;flex:${field.flex}`;
          input.addEventListener('input', changed);
          input.addEventListener('focus', () => emit('focus', { elementType: 'card' }));
          input.addEventListener('blur', () => emit('blur', { elementType: 'card' }));
          inputs[field.name] = input;
          root.append(input);
        }
        host.append(root);
        // Stripe's iframe loads after mount; `ready` follows, as it does there.
        setTimeout(() => {
          ready = true;
          emit('ready', element);
        }, 0);
      },
      on(event, handler) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event).add(handler);
        // react-stripe-js attaches `onReady` after mounting: an Element already ready tells it.
        if (event === 'ready' && ready) setTimeout(() => handler(element), 0);
        return element;
      },
      once(event, handler) {
        const once = (payload) => {
          element.off(event, once);
          handler(payload);
        };
        return element.on(event, once);
      },
      off(event, handler) {
        if (handler) listeners.get(event)?.delete(handler);
        else listeners.delete(event);
        return element;
      },
      update() {},
      focus() {
        inputs.cardnumber?.focus();
      },
      blur() {
        document.activeElement?.blur();
      },
      clear() {
        for (const input of Object.values(inputs)) input.value = '';
        changed();
      },
      unmount() {
        root?.remove();
        root = null;
      },
      destroy() {
        element.unmount();
        listeners.clear();
      },
      /** The fields' values, for confirmCardPayment (Stripe.js keeps them inside its iframe). */
      _values: values,
    };
    return element;
  }

  /** A form body as Stripe's API takes it: nested keys in brackets. */
  function formOf(fields) {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined && value !== null && value !== '') form.append(key, String(value));
    }
    return form;
  }

  function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_')) {
      throw new Error('Invalid API Key provided: ' + String(publishableKey));
    }
    const elementsOf = new Map();
    return {
      elements() {
        return {
          create(type) {
            if (type !== 'card') throw new Error(`The stand-in has no ${type} Element`);
            const element = createCardElement();
            elementsOf.set(type, element);
            return element;
          },
          // A type, or a react-stripe-js component carrying its type (`CardElement`).
          getElement(type) {
            return elementsOf.get(typeof type === 'string' ? type : type?.__elementType) ?? null;
          },
          update() {},
        };
      },
      async confirmCardPayment(clientSecret, data = {}) {
        const id = String(clientSecret).split('_secret_')[0];
        const method = data.payment_method ?? {};
        const card = method.card?._values?.() ?? { number: '', expiry: '', cvc: '' };
        const [month, year] = card.expiry.split('/');
        const billing = method.billing_details ?? {};
        let response;
        try {
          response = await fetch(`${API}/v1/payment_intents/${encodeURIComponent(id)}/confirm`, {
            method: 'POST',
            body: formOf({
              key: publishableKey,
              client_secret: clientSecret,
              'payment_method_data[type]': 'card',
              'payment_method_data[card][number]': card.number,
              'payment_method_data[card][exp_month]': month,
              'payment_method_data[card][exp_year]': year,
              'payment_method_data[card][cvc]': card.cvc,
              'payment_method_data[billing_details][name]': billing.name,
              'payment_method_data[billing_details][email]': billing.email,
            }),
          });
        } catch (cause) {
          return {
            error: {
              type: 'api_connection_error',
              message: 'We could not reach Stripe: ' + String(cause),
            },
          };
        }
        const body = await response.json();
        return response.ok ? { paymentIntent: body } : { error: body.error };
      },
      createToken() {
        return Promise.reject(new Error('createToken is not part of the Stripe.js stand-in'));
      },
      createPaymentMethod() {
        return Promise.reject(
          new Error('createPaymentMethod is not part of the Stripe.js stand-in'),
        );
      },
      registerAppInfo() {},
      _registerWrapper() {},
    };
  }
  Stripe.version = release;
  window.Stripe = Stripe;
})();
