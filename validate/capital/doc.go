// Package capital checks the figures of capital-raising plans as the
// extractors read them: an ordinary-share placement's share count from the
// money and the price (placement.shares).
package capital
