-- Stock moves with every order: telling every API process to forget its catalogue answers at each
-- one left the cache nearly empty under order traffic, and queued every ordering transaction on
-- PostgreSQL's one notification queue at commit. Only a product selling out or coming back is
-- announced now; a cached answer's stock figure may otherwise trail by CATALOG_CACHE_SECONDS at
-- most (the order itself checks the stock under lock, so nothing decides on that figure).
DROP TRIGGER products_stock_changed ON products;
CREATE TRIGGER products_availability_changed AFTER UPDATE OF stock ON products
  FOR EACH ROW WHEN ((OLD.stock > 0) IS DISTINCT FROM (NEW.stock > 0))
  EXECUTE FUNCTION notify_catalog_changed('stock');
