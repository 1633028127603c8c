package contract

import "testing"

// A count of contracts before a name is not the name's (签订的两份订货合同,
// 2份政府装备类产品订货合同); a count of lots is (贝肯能源 2017: "签订4个标段24口井
// 钻井工程施工合同,合同按近日汇率预估为398,508,671.00元人民币").
func TestCountPrefix(t *testing.T) {
	cases := []struct{ in, want string }{
		{"2份政府装备类产品订货合同", "政府装备类产品订货合同"},
		{"两份订货合同", "订货合同"},
		{"一批应急交通工程装备订购合同", "应急交通工程装备订购合同"},
		{"4个标段24口井钻井工程施工合同", "4个标段24口井钻井工程施工合同"},
		{"两个合同段施工合同", "两个合同段施工合同"},
	}
	for _, c := range cases {
		if got := c.in[countPrefix(c.in):]; got != c.want {
			t.Errorf("%s: name %q, want %q", c.in, got, c.want)
		}
	}
}

func TestLotCountInName(t *testing.T) {
	text := "新疆贝肯能源工程股份有限公司(以下简称“公司”)于近日收到了与乌克兰UkrGazVydobuvannya公司(以下简称“UGV”)签订4个标段24口井钻井工程施工合同,合同按近日汇率预估为398,508,671.00元人民币(未含税)。\n"
	out := runAs(t, "新疆贝肯能源工程股份有限公司关于签订重大合同的公告", "新疆贝肯能源工程股份有限公司", text)
	if len(out.Contracts) != 1 {
		t.Fatalf("%d contracts, want 1", len(out.Contracts))
	}
	if got := out.Contracts[0].ContractName; got != "4个标段24口井钻井工程施工合同" {
		t.Errorf("contract_name = %q, want 4个标段24口井钻井工程施工合同", got)
	}
}
