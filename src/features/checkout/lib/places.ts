// Region and district names live with the regions: the address book shows them too.
export { regionCentres, regionNames, tashkentDistricts } from '@/entities/region';
