package capital

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/gonggao/gonggao/schema"
)

func TestAuthorization(t *testing.T) {
	tests := []struct {
		name string
		text string
		want *schema.Authorization
	}{
		{
			name: "abc_roles",
			text: "(十六)本次优先股发行的授权事宜\n提请股东大会授权董事会,并由董事会转授权董事长、行长、主管副行长、董事会秘书或其他人士,单独或共同在股东大会审议通过的框架和原则下全权办理。\n",
			want: &schema.Authorization{Delegates: []string{"chairman", "president", "vice_president", "board_secretary", "others"}},
		},
		{
			name: "ceb_vice_chairman",
			text: "十九、有关授权事项\n特提请股东大会授权董事会,并由董事会转授权董事长、副董事长、行长在股东大会审议通过的框架和原则下办理。\n",
			want: &schema.Authorization{Delegates: []string{"chairman", "vice_chairman", "president"}},
		},
		{
			name: "cib_named_with_validity",
			text: "(十八)关于本次发行优先股的授权事宜\n公司提请股东大会授权董事会,并由董事会转授权董事长高建平先生,董事、行长李仁杰先生,董事、董事会秘书唐斌先生在授权范围内处理。\n前述授权自股东大会审议通过之日起24个月内有效。\n",
			want: &schema.Authorization{Delegates: []string{"chairman", "president", "board_secretary"}, ValidityMonths: ptr(24)},
		},
		{name: "no_authorization_clause", text: "(十四)转让安排\n本次发行的优先股不设限售期。\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			off, _ := runClause(t, tt.text, extractAuthorization)
			if diff := cmp.Diff(tt.want, off.Authorization, cmpopts.IgnoreFields(schema.Authorization{}, "Evidence")); diff != "" {
				t.Errorf("authorization (-want +got):\n%s", diff)
			}
		})
	}
}

// TestAuthorizationFromResolution holds that a plan with no authorization
// section of its own takes the delegation from the resolution that
// approves it, and from no other resolution.
func TestAuthorizationFromResolution(t *testing.T) {
	plan := "附件2:\n境内发行优先股股票方案\n(一)发行优先股的种类\n本次发行的优先股为符合监管要求的优先股。\n(二)发行数量\n不超过6亿股。\n"
	tests := []struct {
		name string
		text string
		want *schema.Authorization
	}{
		{
			// 001.
			name: "ccb_domestic_plan",
			text: "三、关于中国建设银行股份有限公司境内发行优先股股票方案的议案\n表决情况:同意14票,反对0票,弃权0票。\n本项议案项下的《境内发行方案》将提交本行股东大会审议,同时提请股东大会根据《境内发行方案》授权董事会,并由董事会转授权董事长、行长或其他高级管理人员共同或单独全权办理与本次境内优先股发行相关的所有事宜。\n四、关于中国建设银行股份有限公司境外发行优先股股票方案的议案\n表决情况:同意14票,反对0票,弃权0票。\n同时提请股东大会授权董事会,并由董事会转授权董事长单独全权办理与本次境外优先股发行相关的所有事宜。\n" + plan,
			want: &schema.Authorization{Delegates: []string{"chairman", "president", "senior_management"}},
		},
		{
			// A plan resolution that names no market, with a validity.
			name: "plan_resolution_without_market",
			text: "一、审议通过《关于公司非公开发行优先股预案的议案》\n表决结果:同意9票,反对0票,弃权0票。\n董事会提请股东大会授权董事会,并同意董事会转授权董事长、董事会秘书在授权范围内办理本次发行相关事宜。上述授权自股东大会审议通过之日起十二个月内有效。\n二、审议通过《关于召开2015年第一次临时股东大会的议案》\n表决结果:同意9票,反对0票,弃权0票。\n" + plan,
			want: &schema.Authorization{Delegates: []string{"chairman", "board_secretary"}, ValidityMonths: ptr(12)},
		},
		{
			// Negative: the delegation is in another resolution.
			name: "delegation_in_another_resolution",
			text: "一、关于2015年度固定资产投资预算的议案\n表决情况:同意14票,反对0票,弃权0票。\n提请股东大会授权董事会,并由董事会转授权董事长办理相关事宜。\n" + plan,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			off, _ := runClause(t, tt.text, extractAuthorization)
			if diff := cmp.Diff(tt.want, off.Authorization, cmpopts.IgnoreFields(schema.Authorization{}, "Evidence")); diff != "" {
				t.Errorf("authorization (-want +got):\n%s", diff)
			}
		})
	}
}

// TestAuthorizationSeed001 holds the delegations of 001 and the method of
// its offshore plan, which the document only refers to.
func TestAuthorizationSeed001(t *testing.T) {
	out, raw := runOfferings(t, "001_bfdae5a8f63b378f.txt")
	if len(out.Offerings) != 2 {
		t.Fatalf("%d offerings", len(out.Offerings))
	}
	for i, o := range out.Offerings {
		a := o.Authorization
		if a == nil {
			t.Fatalf("offering %d (%s): no authorization", i, o.Market)
		}
		if d := cmp.Diff([]string{"chairman", "president", "senior_management"}, a.Delegates); d != "" {
			t.Errorf("offering %d delegates (-want +got):\n%s", i, d)
		}
		ev := a.Evidence["delegates"]
		if got := string(raw[ev.Span[0]:ev.Span[1]]); got != "董事长、行长或其他高级管理人员" {
			t.Errorf("offering %d delegates evidence %q", i, got)
		}
	}
	off := out.Offerings[1]
	if !off.ReferenceOnly || off.Method != "non_public" {
		t.Errorf("offshore offering: reference_only %v, method %q", off.ReferenceOnly, off.Method)
	}
	if ev := off.Evidence["method"]; string(raw[ev.Span[0]:ev.Span[1]]) != "境外非公开发行" {
		t.Errorf("offshore method evidence %q", ev.Text)
	}
}
