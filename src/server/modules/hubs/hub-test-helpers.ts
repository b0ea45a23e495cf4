/** Shared by the hubs API tests: a valid hub request body (spec 001 §4.7 create dialog). */
export const validRequest = {
  name: 'Green Acres',
  hubType: 'society',
  city: 'Pune',
  apartmentCount: 150,
  location: { address: 'Baner Road, Pune', coordinates: [73.7868, 18.559] },
  description: 'Near the hill',
};
