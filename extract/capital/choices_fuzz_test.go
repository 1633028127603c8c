package capital

import (
	"testing"

	"github.com/gonggao/gonggao/extract"
	"github.com/gonggao/gonggao/extract/internal/testdoc"
	"github.com/gonggao/gonggao/schema"
)

// FuzzChoiceFields: on any text, every cue table votes without failing,
// and each value read has evidence inside the text that is not empty.
func FuzzChoiceFields(f *testing.F) {
	for _, s := range []string{
		"本次优先股采取非累积股息支付方式,即未向优先股股东足额派发的股息,不累积到下一计息年度。",
		"不再同普通股股东一起参加剩余利润分配\n不设置投资者回售条款,优先股股东无权要求本行赎回优先股",
		"但本行派发普通股现金股利的行为不会导致强制转股价格的调整;赎回价格为票面金额加当期已宣告且尚未支付的股息",
		"剩余不足转换为一股普通股时,本行将按照监管部门的相关规定进行处理。Q=V0/P,并以去尾法取一股的整数倍",
		"本次发行的优先股不设限售期,每会计年度付息一次的付息方式,以现金形式支付",
		"不", "不累积,", "\n\n累积到下一", "赎回价格为:", "一股监管规定", "不设限售期", "",
	} {
		f.Add(s)
	}
	fields := []choiceField{rateKindField, cumulativeField, participatingField, cancellableField, stopperField,
		issuerOnlyField, regulatorApprovalField, cashDividendAdjField, tranchesField, priceRuleField,
		frequencyField, paymentField, methodField, maturityField, lockUpField, roundingField, restorationRoundingField,
		priceRoundingField, issuePriceField, proceedsUseField, guaranteeField, referenceRateField, capField, conditionsField,
		triggerKindField, extentField, restorationEndsField, spreadField, seniorToOrdinaryField}
	f.Fuzz(func(t *testing.T, s string) {
		doc := testdoc.From("f.txt", s)
		c := &extract.Context{Doc: doc, Out: &schema.Document{}}
		for _, fd := range fields {
			ch, ok := fd.read(c, one(normalizeAll(doc.Text)))
			if !ok {
				continue
			}
			if ch.span.Start < 0 || ch.span.End > len(doc.Text) || ch.span.Empty() {
				t.Fatalf("%s: evidence %v outside %q", fd.name, ch.span, doc.Text)
			}
		}
	})
}
