-- Custom data migration (drizzle-kit generate --custom): the discount counter now counts discounted
-- charges still to come. Passes bought before stored one too many (the checkout's own charge was counted).
UPDATE `subscriptions` SET `discount_cycles_left` = `discount_cycles_left` - 1 WHERE `discount_cycles_left` > 0;
