import { describe, expect, it } from 'vitest';
import { addAddressSchema, compositeAddress } from './add-address.ts';
import { changedFields, contactDetailsSchema, customerDetailsUpdateSchema } from './customer-details.ts';
import { isValidThrough, temporaryAddressSchema } from './temporary-address.ts';

const address = {
  street: 'Storgatan',
  number: '12',
  entrance: '',
  apartment: '',
  zip: '41301',
  city: 'Göteborg',
};

describe('add address', () => {
  it('needs street, number, zip and city; apartment is xxxx', () => {
    expect(addAddressSchema.safeParse(address).success).toBe(true);
    expect(addAddressSchema.safeParse({ ...address, street: ' ' }).success).toBe(false);
    expect(addAddressSchema.safeParse({ ...address, number: '' }).success).toBe(false);
    expect(addAddressSchema.safeParse({ ...address, zip: '4130' }).success).toBe(false);
    expect(addAddressSchema.safeParse({ ...address, city: '' }).success).toBe(false);
    expect(addAddressSchema.safeParse({ ...address, apartment: '1101' }).success).toBe(true);
    const bad = addAddressSchema.safeParse({ ...address, apartment: '11A' });
    expect(bad.error?.issues[0]?.message).toBe('Lägenhetsnummer ska ha formatet xxxx');
  });

  it('builds the one-line address', () => {
    expect(compositeAddress({ ...address, entrance: 'B', apartment: '1101', zip: '413 01' })).toBe(
      'Storgatan 12 B lgh 1101, 413 01 Göteborg',
    );
  });
});

describe('customer details', () => {
  it('validates each section', () => {
    expect(
      contactDetailsSchema.safeParse({ email: 'a@b.se', mobilePhone: '070-123 45 67', phone: '' }).success,
    ).toBe(true);
    expect(contactDetailsSchema.safeParse({ email: 'nej', mobilePhone: '', phone: '' }).success).toBe(false);
    const delivery = customerDetailsUpdateSchema.safeParse({
      section: 'delivery',
      values: {
        firstName: '',
        lastName: 'L',
        deliveryAddress: 'A',
        deliveryPostalCode: '41301',
        deliveryCity: 'G',
      },
    });
    expect(delivery.success).toBe(false);
    const invoice = customerDetailsUpdateSchema.safeParse({
      section: 'invoice',
      values: {
        invoiceName: 'K',
        invoiceAddress: 'A',
        invoiceCoAddress: '',
        invoicePostalCode: '413 01',
        invoiceCity: 'G',
        invoiceDeliveryType: 'UNKNOWN',
      },
    });
    expect(invoice.success).toBe(false);
  });

  it('finds the changed fields, empty equal to missing', () => {
    expect(changedFields({ email: null, phone: '1' }, { email: '', phone: '2' })).toEqual(['phone']);
    expect(changedFields({ email: 'a' }, { email: ' a ' })).toEqual([]);
  });
});

describe('temporary address', () => {
  it('is valid through a date that has not passed', () => {
    const form = {
      name: 'Karin',
      address: 'Sommarvägen 1',
      co: '',
      zipCode: '47150',
      city: 'Tjörn',
      phoneNumber: '',
      validThrough: '2025-12-31',
    };
    expect(temporaryAddressSchema.safeParse(form).success).toBe(true);
    expect(temporaryAddressSchema.safeParse({ ...form, validThrough: '' }).success).toBe(false);
    expect(isValidThrough('2025-11-21', '2025-11-21')).toBe(true);
    expect(isValidThrough('2025-11-20', '2025-11-21')).toBe(false);
  });
});
