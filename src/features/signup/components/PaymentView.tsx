import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { ibanSchema, signupPaymentMethods, type SignupOrder, type SignupPaymentBody } from '../../../api/signup';
import { centsToEuros, splitDebitDate, splitPayment } from '../../../api/signup-pricing';
import { formatDate, formatEuros } from '../../../lib/format';
import { fieldMessage, useZodForm } from '../../../lib/forms';
import { Button, ChoiceGroup, InlineAlert, Panel, TextField } from '../../../ui';
import { OrderSummary } from './OrderSummary';
import * as styles from './signup.css';

type Method = (typeof signupPaymentMethods)[number];
const ibanFormSchema = z.object({ iban: ibanSchema });

export interface PaymentViewProps {
  order: SignupOrder;
  onPay: (body: SignupPaymentBody) => void;
  paying: boolean;
  /** Already translated. */
  error?: string;
  /** Back to the seats, to change them. */
  onChangeSeats: () => void;
}

/**
 * Step 3 (spec §9 new members): the order, then how to pay: by card or in cash at the office in
 * one go, or half now by card and half debited on 10 September from an IBAN (checked here with
 * the contract's rule, as the server will).
 */
export function PaymentView({ order, onPay, paying, error, onChangeSeats }: PaymentViewProps) {
  const { t, i18n } = useTranslation();
  const [method, setMethod] = useState<Method>('CARD');
  const { register, handleSubmit, values, errors } = useZodForm(ibanFormSchema, { iban: '' });
  const euros = (amount: number) => formatEuros(amount, i18n.language);
  const split = splitPayment(Math.round(order.total * 100));
  const debitDate = formatDate(splitDebitDate(order.season), i18n.language);
  const pay = () => (method === 'SPLIT' ? void handleSubmit(({ iban }) => onPay({ method, iban }))() : onPay({ method }));

  return (
    <>
      <Panel title={t('SIGNUP.PAYMENT.SUMMARY')}>
        <OrderSummary order={order} />
        <div>
          <Button variant="link" onClick={onChangeSeats}>
            {t('SIGNUP.PAYMENT.CHANGE_SEATS')}
          </Button>
        </div>
      </Panel>
      <Panel title={t('SIGNUP.PAYMENT.HOW')}>
        <ChoiceGroup
          legend={t('SIGNUP.PAYMENT.METHOD')}
          choices={signupPaymentMethods.map((value) => ({ value, label: t(`SIGNUP.PAYMENT.METHODS.${value}`) }))}
          value={method}
          onChange={setMethod}
        />
        <p className={styles.text} role="status">
          {method === 'SPLIT'
            ? t('SIGNUP.PAYMENT.SPLIT_DETAIL', { now: euros(centsToEuros(split.nowCents)), later: euros(centsToEuros(split.laterCents)), date: debitDate })
            : method === 'CASH'
              ? t('SIGNUP.PAYMENT.CASH_DETAIL', { total: euros(order.total) })
              : t('SIGNUP.PAYMENT.CARD_DETAIL', { total: euros(order.total) })}
        </p>
        {method === 'SPLIT' && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              pay();
            }}
          >
            <TextField
              label={t('SIGNUP.PAYMENT.IBAN')}
              hint={t('SIGNUP.PAYMENT.IBAN_HINT')}
              autoComplete="off"
              spellCheck={false}
              error={fieldMessage(t, errors.iban, values.iban, 'SIGNUP.ERRORS.IBAN')}
              {...register('iban')}
            />
          </form>
        )}
      </Panel>
      {error && <InlineAlert tone="error">{error}</InlineAlert>}
      <div className={styles.actions}>
        <Button onClick={pay} disabled={paying}>
          {paying ? t('SIGNUP.PAYMENT.PAYING') : t(method === 'CASH' ? 'SIGNUP.PAYMENT.RESERVE' : 'SIGNUP.PAYMENT.PAY')}
        </Button>
      </div>
    </>
  );
}
