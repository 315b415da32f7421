/**
 * The support team's numbers, as on the contacts page. The support phone also receives the
 * shop's internal notices (a company's request to buy on account).
 */
export const supportTeamPhone = '+998712051000';
export const supportTeamTelegram = '@savat_uz_bot';
export const supportTeamEmail = 'support@savat.uz';
