// Package capital reads the terms of preference-share issues from their
// plans (发行方案 / 发行预案): each plan is cut into clause units (issue
// terms, dividend, conversion, redemption, voting restoration,
// liquidation, authorization), read by the file of that clause, plus the
// subscriptions and the formulas the document states. The units share the
// plan, its sections and the sentence helpers of offering.go.
package capital
