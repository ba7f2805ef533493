import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Product } from '../../../src/api/membership';
import { PassSelectionView, type PassSelectionViewProps } from '../../../src/features/signup/components/PassSelectionView';
import { priceOrder, type OrderPerson } from '../../../src/features/signup/people';
import { family, holder, person, products } from './fixtures';
import { inFrame } from './frame';

const everyRol = Object.values(products);

/** The container's part: the chosen pass and the people kept in state, the prices from the pure function. */
function WithChoice(args: PassSelectionViewProps) {
  const loaded = args.holderProducts.status === 'loaded' ? args.holderProducts.products : [];
  const [productId, setProductId] = useState(args.productId);
  const [people, setPeople] = useState<readonly OrderPerson[]>(args.people);
  const chosen = loaded.find((product: Product) => product.id === productId);
  return (
    <PassSelectionView
      {...args}
      people={people}
      productId={productId}
      onProductChange={(id) => {
        setProductId(id);
        args.onProductChange(id);
      }}
      price={args.holderProducts.status === 'loaded' ? priceOrder(people, everyRol, chosen) : null}
      onAddPerson={(added) => {
        setPeople([...people, person(added.name, added.lastname, added.birthdate)]);
        args.onAddPerson(added);
      }}
      onRemovePerson={(index) => setPeople(people.filter((_, at) => at !== index))}
    />
  );
}

const meta = {
  title: 'features/signup/PassSelectionView',
  component: PassSelectionView,
  render: (args) => <WithChoice {...args} />,
  decorators: [inFrame('Hazte abonado: tu abono')],
  parameters: { layout: 'fullscreen', route: '/hazte-abonado/seleccion-abono-base' },
  args: {
    people: [holder],
    term: 'FULL_SEASON',
    onTermChange: fn(),
    holderProducts: { status: 'loaded', products: [products.adult, products.adultPremium, products.adultSoldOut] },
    productId: products.adult.id,
    onProductChange: fn(),
    price: null,
    onAddPerson: fn(),
    onRemovePerson: fn(),
    onContinue: fn(),
    submitting: false,
  },
} satisfies Meta<typeof PassSelectionView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneAdult: Story = {
  name: 'One adult: the pass by birth date and why, price and units left, a sold-out pass not selectable',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Te corresponde el abono Adulto: el 1 de julio de 2025 tendrás 37 años \(de 31 a 64 años\)\./)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Abono Adulto Pista/ })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: /Abono Adulto Pista/ })).toHaveAccessibleDescription('Agotado');
    await expect(canvas.getByRole('radio', { name: /Abono Adulto Tribuna/ })).toHaveAccessibleDescription('Quedan 12');
    await expect(canvas.getByRole('status')).toHaveTextContent('Total: 240 €');
    // The steps bar: step 1 done and clickable (back to the data), step 2 here.
    const bar = within(canvas.getByRole('navigation', { name: 'Pasos para hacerte abonado' }));
    await expect(bar.getByRole('button', { name: /Tus datos/ })).toBeVisible();
    await expect(bar.getByText('Tu abono').closest('[aria-current]')).toHaveAttribute('aria-current', 'step');
  },
};

export const ChooseByKeyboard: Story = {
  name: 'Keyboard only: the dearer pass with the arrow keys (the sold-out one is skipped), then continue',
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: /^Abono Adulto 240/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Abono Adulto Tribuna/ })).toBeChecked();
    await expect(args.onProductChange).toHaveBeenCalledWith(products.adultPremium.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /^Abono Adulto 240/ })).toBeChecked();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Total: 240 €'));
    canvas.getByRole('button', { name: 'Continuar y elegir asientos' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Family: Story = {
  name: 'Family: two adults and a child, each with the §9 discount and the total',
  args: { people: family },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const people = within(canvas.getByRole('region', { name: 'Quién viene' })).getAllByRole('listitem');
    await expect(people[0]).toHaveTextContent('Precio: 240 €');
    await expect(people[1]).toHaveTextContent('Precio: 192 € (antes 240 €, 2.º adulto, 20 % menos)');
    await expect(people[2]).toHaveTextContent('Te corresponde el abono Infantil (7 a 13)');
    await expect(people[2]).toHaveTextContent('Precio: 120 €');
    await expect(canvas.getByRole('status')).toHaveTextContent('Total para 3 personas: 552 €');
  },
};

export const AddPersonByKeyboard: Story = {
  name: 'Keyboard only: adding a child under 7 to the order (25 €)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Añadir a otra persona' }).focus();
    await userEvent.keyboard('{Enter}');
    const form = within(await canvas.findByRole('form', { name: 'Otra persona' }));
    form.getByLabelText('Nombre').focus();
    await userEvent.keyboard('Sara');
    await userEvent.tab();
    await userEvent.keyboard('García');
    await userEvent.tab();
    await expect(form.getByLabelText('Fecha de nacimiento')).toHaveFocus();
    await userEvent.type(form.getByLabelText('Fecha de nacimiento'), '2021-06-01');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onAddPerson).toHaveBeenCalledWith({ name: 'Sara', lastname: 'García', birthdate: '2021-06-01' }));
    const people = within(canvas.getByRole('region', { name: 'Quién viene' })).getAllByRole('listitem');
    await expect(people[1]).toHaveTextContent('Te corresponde el abono Menor de 7');
    await expect(people[1]).toHaveTextContent('Precio: 25 € (antes 60 €, menor de 7, 25 €)');
    await expect(canvas.getByRole('status')).toHaveTextContent('Total para 2 personas: 265 €');
  },
};

export const Youth: Story = {
  name: 'A youth: the band of 17 to 22 and why',
  args: { people: [person('Irene', 'Soto', '2005-11-20')], holderProducts: { status: 'loaded', products: [products.youth] }, productId: products.youth.id },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Joven \(17 a 22\): el 1 de julio de 2025 tendrás 19 años \(de 17 a 22 años\)/)).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Loading the passes',
  args: { holderProducts: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Cargando los abonos…')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Continuar y elegir asientos' })).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  name: 'The passes could not be read: a retry',
  args: { holderProducts: { status: 'failed', onRetry: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No hemos podido cargar los abonos.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
  },
};

export const SoldOut: Story = {
  name: 'Sold out: every pass of the rol and term, nothing to choose',
  args: { holderProducts: { status: 'loaded', products: [products.adultSoldOut] }, productId: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Abono Adulto Pista/ })).toBeDisabled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Todos los abonos de tu tipo y esta duración están agotados.');
    await expect(canvas.getByRole('button', { name: 'Continuar y elegir asientos' })).toBeDisabled();
  },
};

export const NoneOnSale: Story = {
  name: 'No pass on sale for the rol and term',
  args: { holderProducts: { status: 'loaded', products: [] }, productId: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Ahora mismo no hay abonos a la venta/)).toBeVisible();
  },
};

export const OrderFailed: Story = {
  name: 'The order could not be made: said, the choice kept',
  args: { error: 'Este abono se acaba de agotar. Elige otro.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Este abono se acaba de agotar.');
  },
};

export const Submitting: Story = {
  name: 'Loading: the order is being made',
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Enviando…' })).toBeDisabled();
  },
};
