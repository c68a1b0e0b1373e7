// Badges (SPEC §3; REFERENCE.md): levels 1 bronze, 2 silver, 3 gold; active or inactive.
export const BadgeStatus = { active: 1, inactive: 2 } as const;
