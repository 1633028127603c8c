package kind

import "github.com/gonggao/gonggao/schema"

// Other is every announcement whose title none of the kinds above places
// (上市公告书, 关于…开始转股的公告, 关于对外投资的公告 …); its title is kept.
// It has no cues of its own: it is what remains. A board approval
// reported in passing is read, as in every kind, and so are the terms of a
// convertible bond an announcement about it restates (开始转股, 赎回结果).
var Other = Kind{
	Name:       schema.KindOther,
	Extractors: []string{"meeting", "votes", "bond_terms"},
	Checks:     []string{"votes"},
	CSV:        []string{"bonds"},
}
