// Package payment reads dividend payment announcements: the payment per
// share or per ten shares, the dates (record, ex-dividend, payment) and
// the period the dividend is for.
package payment
