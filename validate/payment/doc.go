// Package payment checks the figures of a dividend's payment announcement
// (dividend_payment): the total paid and the amount per share.
package payment
