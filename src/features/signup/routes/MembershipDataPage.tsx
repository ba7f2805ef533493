import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { rolForBirthdate } from '../../../api/signup-pricing';
import { environment } from '../../../lib/config';
import { formatDate } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { DetailList, Panel, Spinner } from '../../../ui';
import { Notice } from '../components/Notice';
import { RolReason } from '../components/RolReason';
import { SignupFrame } from '../components/SignupFrame';
import { useSignupDraft } from '../draft';
import { SIGNUP_PATHS } from '../paths';

/**
 * `/hazte-abonado/datos-personales`, where the special renewal's creation link lands (the guard
 * has checked the session): the account's data and the pass its birth date gives, then the
 * renewal passes. Without a birth date on the account the renewal cannot be priced: the member
 * is told whom to ask.
 */
export function MembershipDataPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { draft, update } = useSignupDraft();
  const { data: user, isLoading } = useCurrentUser();
  const rol = user?.birthdate ? rolForBirthdate(user.birthdate, environment.season) : null;

  const goOn = () => {
    if (!rol) return;
    update({ firstStep: true, idRoll: rol.rolId, renewal: true, secondStep: false, personal: undefined, productId: undefined });
    void navigate(SIGNUP_PATHS.passSelection);
  };

  return (
    <SignupFrame title={t('SIGNUP.MEMBERSHIP.TITLE')} intro={t('SIGNUP.MEMBERSHIP.INTRO')} hasFirstStep={draft.firstStep === true}>
      {isLoading || !user ? (
        <Spinner text={t('GENERIC.LOADING')} />
      ) : (
        <>
          <Panel title={t('SIGNUP.MEMBERSHIP.DATA')}>
            <DetailList
              emptyText=""
              items={[
                { term: t('SIGNUP.PERSONAL.NAME'), value: `${user.name} ${user.lastname}` },
                { term: t('LOGIN.MAIL'), value: user.mail },
                { term: t('SIGNUP.PERSONAL.BIRTHDATE'), value: formatDate(user.birthdate, i18n.language) ?? t('SIGNUP.MEMBERSHIP.NO_BIRTHDATE_SHORT') },
              ]}
            />
            {rol && (
              <p>
                <RolReason rol={rol} />
              </p>
            )}
          </Panel>
          {rol ? (
            <Notice tone="info" text={t('SIGNUP.MEMBERSHIP.RENEWAL')} action={{ label: t('SIGNUP.MEMBERSHIP.GO_ON'), onClick: goOn }} />
          ) : (
            <Notice tone="warning" text={t('SIGNUP.MEMBERSHIP.NO_BIRTHDATE')} />
          )}
        </>
      )}
    </SignupFrame>
  );
}
