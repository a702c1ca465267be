import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { raiseToUsers } from '../notifications/service.ts';

/** People told of one desk event at most: a manufacturer with a large staff still sends a bounded burst of e-mail. */
const DESK_RECIPIENTS_MAX = 100;

/**
 * Who answers ticket `t` for its desk: the manufacturer's staff who read sensors, or those of the distributor whose
 * desk holds it; the requester's own account is never its desk.
 */
const deskUsers = (except: SQL) =>
  sql`select u.id from users u join roles r on r.id = u.role_id
      where r.rights->>'sensors' in ('read-only', 'full-access') and u.account_id <> t.account_id
        and u.id is distinct from ${except}
        and case when t.desk = 'manufacturer'
              then u.account_id in (select a.id from accounts a where a.type = 'desangosse')
              else u.account_id = t.provider_account_id end
      order by u.id limit ${DESK_RECIPIENTS_MAX}`;

const ticketRef = sql`'ticketId', t.id, 'reference', t.reference, 'subject', t.subject`;
const replyPayload = sql`jsonb_build_object(${ticketRef}, 'authorName', trim(coalesce(au.first_name || ' ' || au.last_name, '')))`;
const replyFrom = sql`support_ticket_messages m join support_tickets t on t.id = m.ticket_id
  left join users au on au.id = m.author_id`;

/** `support-ticket-opened` to the desk a ticket has just reached: on creation, and again when it is escalated. */
export const raiseTicketOpened = (db: Database, ticketId: string, escalated: boolean) =>
  raiseToUsers(
    db,
    'support-ticket-opened',
    sql`select d.id as user_id, t.id::text || ${escalated ? '@escalated' : ''} as occurrence,
          jsonb_build_object(${ticketRef}, 'accountName', a.name, 'escalated', ${escalated}::boolean) as payload
        from support_tickets t join accounts a on a.id = t.account_id
          cross join lateral (${deskUsers(sql`t.requester_id`)}) d
        where t.id = ${ticketId}`,
  );

/** `support-ticket-replied` to the other side of a message: the desk for the customer's, the requester for the desk's. */
export const raiseTicketReplied = (db: Database, messageId: string) =>
  raiseToUsers(
    db,
    'support-ticket-replied',
    sql`select d.id as user_id, m.id::text as occurrence, ${replyPayload} as payload
        from ${replyFrom} cross join lateral (${deskUsers(sql`m.author_id`)}) d
        where m.id = ${messageId} and m.side = 'customer'
        union all
        select t.requester_id, m.id::text, ${replyPayload}
        from ${replyFrom}
        where m.id = ${messageId} and m.side = 'support' and t.requester_id is distinct from m.author_id`,
  );

/**
 * `support-ticket-status-changed` to the requester when the desk calls their ticket solved or closes it, or the issue
 * it escalates cleared by itself.
 */
export const raiseTicketStatusChanged = (db: Database, ticketId: string) =>
  raiseToUsers(
    db,
    'support-ticket-status-changed',
    sql`select t.requester_id as user_id, t.id::text || ':' || t.status || '@' || t.updated_at::text as occurrence,
          jsonb_build_object(${ticketRef}, 'status', t.status,
            'byDevice', t.status = 'solved' and t.resolved_by_device_at is not null) as payload
        from support_tickets t
        where t.id = ${ticketId} and t.status in ('solved', 'closed') and t.requester_id is not null`,
  );
